import type { CategorySeed } from './categories.js';
import type { Rng } from './prng.js';

export type ImageSeed = { file: string; width: number; height: number; art: string; alt: string };
export type LotSeed = {
  startPrice: number;
  increment: number;
  currentPrice: number;
  bidCount: number;
  startsAt: Date;
  endsAt: Date;
  status: 0 | 1;
};
export type GoodsSeed = {
  sellerIndex: number;
  categoryIndex: number;
  title: string;
  description: string;
  saleType: 0 | 1;
  status: number;
  price: number;
  stock: number;
  likeCount: number;
  collectCount: number;
  salesCount: number;
  createdAt: Date;
  images: ImageSeed[];
  lot: LotSeed | null;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const CRAFT_NOTES = [
  '全程手工完成，细节处可见制作痕迹，这是手作的魅力。',
  '作者反复打磨数月，成品温润耐看。',
  '适合日常使用，也适合陈设收藏。',
  '附作者签名证书与原装包装。',
  '每件略有差异，以实物为准。',
  '灵感来自江南的雨季与老城的光影。',
];
const CARE_NOTES = [
  '请避免长时间阳光直射。',
  '清洁时用软布轻拭即可。',
  '建议置于干燥通风处保存。',
  '运输采用加厚防震包装。',
];

// 0 draft, 1 under review, 2 rejected, 3 on sale, 4 off sale, 5 sold out — mostly on sale.
function pickStatus(rng: Rng): number {
  const r = rng.next();
  if (r < 0.84) return 3;
  if (r < 0.89) return 5;
  if (r < 0.93) return 4;
  if (r < 0.96) return 0;
  if (r < 0.98) return 1;
  return 2;
}

function pickPrice(rng: Rng, [min, max]: readonly [number, number]): number {
  // Log-uniform, so cheap and expensive pieces are both common; then a shop-like round figure.
  const yuan = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  const step = yuan < 500 ? 10 : yuan < 5000 ? 50 : 100;
  const rounded = Math.max(step, Math.round(yuan / step) * step);
  return (rng.chance(0.3) ? rounded - 1 : rounded) * 100;
}

function makeLot(rng: Rng, price: number, status: number, now: number): LotSeed {
  const startPrice = Math.max(100, Math.round((price * 0.6) / 100) * 100);
  const increment = startPrice < 100_000 ? 1_000 : startPrice < 1_000_000 ? 5_000 : 20_000;
  const notStarted = status !== 3 || rng.chance(0.2);
  const bidCount = notStarted || rng.chance(0.25) ? 0 : rng.int(1, 30);
  const startsAt = notStarted ? now + rng.int(2, 72) * HOUR : now - rng.int(1, 96) * HOUR;
  return {
    startPrice,
    increment,
    currentPrice: bidCount === 0 ? startPrice : startPrice + (bidCount - 1) * increment,
    bidCount,
    startsAt: new Date(startsAt),
    endsAt: new Date(Math.max(startsAt, now) + rng.int(1, 240) * HOUR),
    status: notStarted ? 0 : 1,
  };
}

function makeDescription(rng: Rng, category: CategorySeed, title: string, size: string): string {
  const material = rng.pick(category.materials);
  const notes = rng.shuffle(CRAFT_NOTES).slice(0, 2).join('');
  return `${title}，${material}。尺寸约 ${size}。${notes}${rng.pick(CARE_NOTES)}`;
}

export function makeGoods(
  rng: Rng,
  index: number,
  sellerCount: number,
  categories: readonly CategorySeed[],
  now: number,
): GoodsSeed {
  const categoryIndex = rng.int(0, categories.length - 1);
  const category = categories[categoryIndex] as CategorySeed;
  const title = rng.pick(category.prefixes) + rng.pick(category.motifs) + rng.pick(category.forms);
  const saleType: 0 | 1 = rng.chance(0.25) ? 1 : 0;
  const status = pickStatus(rng);
  const listPrice = pickPrice(rng, category.priceYuan);
  const lot = saleType === 1 ? makeLot(rng, listPrice, status, now) : null;
  const unique = category.unique || saleType === 1;
  const stock = status === 5 ? 0 : unique ? 1 : rng.int(1, 20);
  const likeCount = Math.floor(rng.next() ** 3 * 2000);
  const [width, height] = rng.pick(category.shapes);
  const imageCount = rng.int(2, 5);
  const images = Array.from({ length: imageCount }, (_, k) => ({
    file: `goods/${index}-${k + 1}.svg`,
    width,
    height,
    art: rng.pick(category.art),
    alt: k === 0 ? title : `${title}（${k + 1}）`,
  }));
  const size = `${rng.int(8, 120)} × ${rng.int(8, 120)} cm`;
  return {
    sellerIndex: rng.int(0, sellerCount - 1),
    categoryIndex,
    title,
    description: makeDescription(rng, category, title, size),
    saleType,
    status,
    // Auctions keep the lot's current price in goods.price (see the goods schema).
    price: lot ? lot.currentPrice : listPrice,
    stock,
    likeCount,
    collectCount: Math.floor(likeCount * rng.next() * 0.5),
    salesCount: saleType === 0 ? Math.floor(rng.next() ** 2 * 60) : 0,
    createdAt: new Date(now - rng.int(1, 120 * DAY)),
    images,
    lot,
  };
}

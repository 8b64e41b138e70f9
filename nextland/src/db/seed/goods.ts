import { allocateFen, parseYuan } from '../../lib/money.js';
import { AuctionLotStatus, GoodsStatus, SaleType } from '../../modules/goods/status.js';
import type { CategorySeed } from './categories.js';
import { type TextSeed, translateGoods } from './goods-translations.js';
import type { Rng } from './prng.js';

export type ImageSeed = { file: string; width: number; height: number; art: string; alt: string };
export type LotSeed = {
  startPrice: number;
  increment: number;
  currentPrice: number;
  bidCount: number;
  startsAt: Date;
  endsAt: Date;
  status: typeof AuctionLotStatus.NOT_STARTED | typeof AuctionLotStatus.BIDDING;
};
export type GoodsSeed = {
  sellerIndex: number;
  categoryIndex: number;
  /** In Simplified Chinese, the demo sellers' language. */
  title: string;
  description: string;
  /** English and Traditional Chinese versions, for most goods (never in the original language). */
  translations: TextSeed[];
  saleType: SaleType;
  status: GoodsStatus;
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

// Mostly on sale; a few of every other status so review and shelf views have something to show.
function pickStatus(rng: Rng): GoodsStatus {
  const r = rng.next();
  if (r < 0.84) return GoodsStatus.ON_SALE;
  if (r < 0.89) return GoodsStatus.SOLD_OUT;
  if (r < 0.93) return GoodsStatus.OFF_SALE;
  if (r < 0.96) return GoodsStatus.DRAFT;
  if (r < 0.98) return GoodsStatus.UNDER_REVIEW;
  return GoodsStatus.REJECTED;
}

/** A shop-like whole-yuan figure in fen; only the random draw is a float, never the amount. */
function pickPrice(rng: Rng, [min, max]: readonly [number, number]): number {
  // Log-uniform, so cheap and expensive pieces are both common; then a round figure (or one yuan under).
  const drawn = Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min)));
  const step = drawn < 500 ? 10 : drawn < 5000 ? 50 : 100;
  const yuan = Math.max(step, Math.round(drawn / step) * step);
  return parseYuan(String(rng.chance(0.3) ? yuan - 1 : yuan));
}

const ONE_YUAN = parseYuan('1');

/** An auction opening at about 60% of the list price, in whole yuan, with a tiered bid increment. */
function makeLot(rng: Rng, price: number, status: GoodsStatus, now: number): LotSeed {
  const [sixtyPercent = 0] = allocateFen(price, [60, 40]);
  const startPrice = Math.max(ONE_YUAN, sixtyPercent - (sixtyPercent % ONE_YUAN));
  const increment = parseYuan(
    startPrice < parseYuan('1000') ? '10' : startPrice < parseYuan('10000') ? '50' : '200',
  );
  const notStarted = status !== GoodsStatus.ON_SALE || rng.chance(0.2);
  // Catalogue lots open without bids: a count or a price above the start would need a history behind it (the
  // demo lots, demo-lots.ts, have real ones). Drawn and unused, so every later draw of the catalogue stays put.
  if (!notStarted && !rng.chance(0.25)) rng.int(1, 30);
  const startsAt = notStarted ? now + rng.int(2, 72) * HOUR : now - rng.int(1, 96) * HOUR;
  return {
    startPrice,
    increment,
    currentPrice: startPrice,
    bidCount: 0,
    startsAt: new Date(startsAt),
    endsAt: new Date(Math.max(startsAt, now) + rng.int(1, 240) * HOUR),
    status: notStarted ? AuctionLotStatus.NOT_STARTED : AuctionLotStatus.BIDDING,
  };
}

function makeDescription(rng: Rng, category: CategorySeed, title: string, size: string) {
  const material = rng.pick(category.materials);
  const notes = rng.shuffle(CRAFT_NOTES).slice(0, 2);
  const care = rng.pick(CARE_NOTES);
  return {
    description: `${title}，${material}。尺寸约 ${size}。${notes.join('')}${care}`,
    material,
    craftNotes: notes.map((n) => CRAFT_NOTES.indexOf(n)),
    careNote: CARE_NOTES.indexOf(care),
  };
}

/** One goods in six stays untranslated, so the catalogue shows what "original language" looks like. */
function isTranslated(index: number): boolean {
  return index % 6 !== 0;
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
  const prefix = rng.pick(category.prefixes);
  const motif = rng.pick(category.motifs);
  const form = rng.pick(category.forms);
  const title = prefix + motif + form;
  const saleType = rng.chance(0.25) ? SaleType.AUCTION : SaleType.FIXED_PRICE;
  const status = pickStatus(rng);
  const listPrice = pickPrice(rng, category.priceYuan);
  const lot = saleType === SaleType.AUCTION ? makeLot(rng, listPrice, status, now) : null;
  const unique = category.unique || saleType === SaleType.AUCTION;
  const stock = status === GoodsStatus.SOLD_OUT ? 0 : unique ? 1 : rng.int(1, 20);
  const likeCount = Math.floor(rng.next() ** 3 * 2000);
  const [width, height] = rng.pick(category.shapes);
  const imageCount = rng.int(2, 5);
  const images = Array.from({ length: imageCount }, (_, k) => ({
    file: `goods/${index}-${k + 1}.svg`,
    width,
    height,
    art: rng.pick(category.art),
    // No alt of its own: the API gives the title in the viewer's language.
    alt: '',
  }));
  const size = `${rng.int(8, 120)} × ${rng.int(8, 120)} cm`;
  const sellerIndex = rng.int(0, sellerCount - 1);
  const { description, ...pieces } = makeDescription(rng, category, title, size);
  return {
    sellerIndex,
    categoryIndex,
    title,
    description,
    translations: isTranslated(index)
      ? translateGoods({ category: category.code, prefix, motif, form, size, ...pieces })
      : [],
    saleType,
    status,
    // Auctions keep the lot's current price in goods.price (see the goods schema).
    price: lot ? lot.currentPrice : listPrice,
    stock,
    likeCount,
    collectCount: Math.floor(likeCount * rng.next() * 0.5),
    salesCount: saleType === SaleType.FIXED_PRICE ? Math.floor(rng.next() ** 2 * 60) : 0,
    createdAt: new Date(now - rng.int(1, 120 * DAY)),
    images,
    lot,
  };
}

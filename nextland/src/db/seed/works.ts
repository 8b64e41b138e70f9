// Demo works (opus): digital pieces by the demo creators and organisations, most written in Simplified
// Chinese with English and Traditional Chinese translations, some written in English, some untranslated.
import { and, inArray, isNull } from 'drizzle-orm';
import { parseYuan } from '../../lib/money.js';
import { AccountType } from '../../modules/customer/account-type.js';
import { customers } from '../../modules/customer/schema.js';
import { GoodsStatus } from '../../modules/goods/status.js';
import { type Licence, MEDIA_TYPES, type MediaType, type WorkLang } from '../../modules/work/kinds.js';
import { workImages, works, workTranslations } from '../../modules/work/schema.js';
import type { Db } from '../client.js';
import type { SeedOutput } from './accounts.js';
import { renderArtwork } from './artwork.js';
import type { Rng } from './prng.js';
import type { Trio } from './work-vocabulary.js';
import {
  ENGLISH_DESCRIPTIONS,
  ENGLISH_TITLES,
  WORK_FORMS,
  WORK_MOTIFS,
  WORK_NOTES,
} from './work-vocabulary.js';

const DAY = 86_400_000;
export const DEMO_WORK_COUNT = 96;

const ART: Record<MediaType, { art: readonly string[]; shape: readonly [number, number] }> = {
  image: { art: ['mountains', 'strokes', 'waves'], shape: [900, 1200] },
  video: { art: ['stripes', 'grid'], shape: [1200, 675] },
  audio: { art: ['waves', 'rings'], shape: [800, 800] },
  '3d': { art: ['arcs', 'circles'], shape: [800, 800] },
  text: { art: ['grid', 'stripes'], shape: [900, 1200] },
};

type Text = { title: string; description: string };
type WorkSeed = {
  sellerId: number;
  originalLang: WorkLang;
  original: Text;
  translations: { lang: WorkLang; text: Text }[];
  mediaType: MediaType;
  licence: Licence;
  editionSize: number;
  editionsSold: number;
  price: number;
  status: GoodsStatus;
  likeCount: number;
  collectCount: number;
  createdAt: Date;
};

function pickLicence(rng: Rng): Licence {
  const r = rng.next();
  return r < 0.5 ? 'personal' : r < 0.85 ? 'commercial' : 'exclusive';
}

function pickStatus(rng: Rng): GoodsStatus {
  const r = rng.next();
  if (r < 0.88) return GoodsStatus.ON_SALE;
  if (r < 0.93) return GoodsStatus.SOLD_OUT;
  if (r < 0.97) return GoodsStatus.OFF_SALE;
  return GoodsStatus.DRAFT;
}

/** Chinese-original text in the three languages, from one motif, form and note. */
function chineseTexts(rng: Rng, mediaType: MediaType): Record<'zh-cn' | 'en' | 'zh-tw', Text> {
  const motif = rng.pick(WORK_MOTIFS);
  const form = rng.pick(WORK_FORMS[mediaType]);
  const note = rng.pick(WORK_NOTES);
  const text = (
    i: 0 | 1 | 2,
    title: (m: string, f: string) => string,
    body: (m: string, f: string, n: string) => string,
  ) => ({
    title: title(motif[i], form[i]),
    description: body(motif[i], form[i], note[i]),
  });
  return {
    'zh-cn': text(
      0,
      (m, f) => `${m}·${f}`,
      (m, f, n) => `以“${m}”为题的${f}。${n}`,
    ),
    en: text(
      1,
      (m, f) => `${m} · ${f}`,
      (m, f, n) => `A ${f.toLowerCase()} on the theme of ${m.toLowerCase()}. ${n}`,
    ),
    'zh-tw': text(
      2,
      (m, f) => `${m}·${f}`,
      (m, f, n) => `以「${m}」為題的${f}。${n}`,
    ),
  };
}

function makeWork(
  rng: Rng,
  index: number,
  sellers: { id: number; english: boolean }[],
  now: number,
): WorkSeed {
  const mediaType = rng.pick(MEDIA_TYPES);
  const englishSellers = sellers.filter((s) => s.english);
  // Every eighth work is written in English by an English-named studio; one in five Chinese ones is untranslated.
  const english = index % 8 === 1 && englishSellers.length > 0;
  const seller = english ? rng.pick(englishSellers) : rng.pick(sellers.filter((s) => !s.english));
  const licence = pickLicence(rng);
  const editionSize = licence === 'exclusive' ? 1 : rng.pick([5, 10, 20, 50, 100]);
  const status = pickStatus(rng);
  const editionsSold = status === GoodsStatus.SOLD_OUT ? editionSize : rng.int(0, editionSize - 1);
  const likeCount = Math.floor(rng.next() ** 3 * 800);
  const base = {
    sellerId: seller.id,
    mediaType,
    licence,
    editionSize,
    editionsSold,
    price: parseYuan(String(rng.pick([19, 29, 49, 88, 99, 128, 199, 299, 499, 880, 1280, 2000]))),
    status,
    likeCount,
    collectCount: Math.floor(likeCount * rng.next() * 0.4),
    createdAt: new Date(now - rng.int(1, 90 * DAY)),
  };
  if (english) {
    const title = ENGLISH_TITLES[Math.floor(index / 8) % ENGLISH_TITLES.length] as Trio;
    const body = rng.pick(ENGLISH_DESCRIPTIONS);
    const text = (i: 0 | 1 | 2) => ({ title: title[i], description: body[i] });
    const translations = rng.chance(0.5)
      ? [
          { lang: 'zh-cn' as const, text: text(1) },
          { lang: 'zh-tw' as const, text: text(2) },
        ]
      : [];
    return { ...base, originalLang: 'en', original: text(0), translations };
  }
  const texts = chineseTexts(rng, mediaType);
  const translated = !rng.chance(0.2);
  return {
    ...base,
    originalLang: 'zh-cn',
    original: texts['zh-cn'],
    translations: translated
      ? [
          { lang: 'en', text: texts.en },
          { lang: 'zh-tw', text: texts['zh-tw'] },
        ]
      : [],
  };
}

/**
 * Inserts the demo works into a database that has sellers but no works, writing their artwork into `out`.
 * Sellers are the catalogue's creators and organisations (not the demo login accounts, which a database may
 * get later or again: see ensureDemoAccounts), in id order, so a run is deterministic.
 */
export async function seedDemoWorks(tx: Db, out: SeedOutput, rng: Rng, now: number): Promise<number> {
  const sellerRows = await tx
    .select({ id: customers.id, nickname: customers.nickname })
    .from(customers)
    .where(
      and(
        inArray(customers.type, [AccountType.CREATOR, AccountType.ORGANISATION]),
        isNull(customers.unionid),
      ),
    )
    .orderBy(customers.id);
  if (sellerRows.length === 0) return 0;
  const sellers = sellerRows.map((s) => ({ id: s.id, english: /^[A-Za-z]/.test(s.nickname) }));
  const seeds = Array.from({ length: DEMO_WORK_COUNT }, (_, i) => makeWork(rng, i + 1, sellers, now));
  const ids = await tx
    .insert(works)
    .values(
      seeds.map((w) => ({
        sellerId: w.sellerId,
        title: w.original.title,
        description: w.original.description,
        originalLang: w.originalLang,
        mediaType: w.mediaType,
        licence: w.licence,
        editionSize: w.editionSize,
        editionsSold: w.editionsSold,
        price: w.price,
        status: w.status,
        likeCount: w.likeCount,
        collectCount: w.collectCount,
        createdAt: w.createdAt,
        updatedAt: w.createdAt,
      })),
    )
    .returning({ id: works.id });
  const translations = seeds.flatMap((w, i) =>
    w.translations.map((t) => ({ workId: ids[i]?.id as number, lang: t.lang, ...t.text })),
  );
  if (translations.length > 0) await tx.insert(workTranslations).values(translations);
  const images = seeds.flatMap((w, i) => {
    const { art, shape } = ART[w.mediaType];
    const [width, height] = shape;
    return Array.from({ length: rng.int(1, 3) }, (_, position) => {
      const file = `works/${i + 1}-${position + 1}.svg`;
      out.files.push({ path: file, content: renderArtwork(rng, rng.pick(art), width, height) });
      // No alt of its own: the API gives the title in the viewer's language.
      return { workId: ids[i]?.id as number, position, url: `/files/${file}`, width, height, alt: '' };
    });
  });
  await tx.insert(workImages).values(images);
  return seeds.length;
}

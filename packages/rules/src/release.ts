// Releasing goods and works (decision 0027 §1). Two levels of the same rules: a draft saves any subset of fields,
// each checked on its own (limits only, so a half-filled form saves); a release checks the whole item
// (everything present and complete). nextland checks both; the web's release form checks each step.
import { z } from 'zod';
import { text } from './text.js';

export const RELEASE_LIMITS = {
  title: 60,
  description: 5000,
  images: 9,
  stock: 99_999,
  /** ¥1,000,000: a typo guard well inside bigint fen. */
  priceFen: 100_000_000,
  /** Integer yuan digits the form accepts (¥9,999,999.99 at most, refused by priceFen past ¥1,000,000). */
  yuanDigits: 7,
} as const;

/** The languages a listing is written or translated in (decision 0024). */
export const LISTING_LANGS = ['zh-cn', 'en', 'zh-tw'] as const;
export type ListingLang = (typeof LISTING_LANGS)[number];

export const MEDIA_TYPES = ['image', 'video', 'audio', '3d', 'text'] as const;
export const LICENCES = ['personal', 'commercial', 'exclusive'] as const;

const YUAN = new RegExp(`^(\\d{1,${RELEASE_LIMITS.yuanDigits}})(?:\\.(\\d{1,2}))?$`);

/** `12.5` → 1250 fen, exactly (no float maths); null for anything that is not yuan with ≤ 2 decimals. */
export function yuanToFen(yuan: string): number | null {
  const match = YUAN.exec(yuan.trim());
  if (!match) return null;
  const [, whole = '0', cents = ''] = match;
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** 1250 → `12.50`: what the form shows for a stored price. */
export function fenToYuan(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** The form's price field: yuan text, at least one fen, within the price limit. */
export const yuanPrice = z
  .string()
  .trim()
  .refine(
    (value) => {
      const fen = yuanToFen(value);
      return fen !== null && fen >= 1 && fen <= RELEASE_LIMITS.priceFen;
    },
    { error: 'field.price' },
  );

/**
 * Descriptions are plain text shown as text (never as HTML, so markup cannot run); the rule every text field
 * has (no control characters) is nextland's request hook. Here: Windows line breaks become `\n`, and more
 * than two blank lines in a row become one, so pasted text does not stretch the page.
 */
export function cleanDescription(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const description = z.string().transform(cleanDescription);
const draftTitle = z.string().trim().max(RELEASE_LIMITS.title);
const draftDescription = description.pipe(z.string().max(RELEASE_LIMITS.description));
const releaseTitle = text(1, RELEASE_LIMITS.title);
const releaseDescription = description.pipe(z.string().min(1).max(RELEASE_LIMITS.description));

/** Image urls in display order: the first is the cover. */
const imageUrl = z.string().min(1).max(500);

/** No two translations in one language. */
function distinctLangs(rows: { lang: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (seen.has(row.lang)) ctx.addIssue({ code: 'custom', path: [index, 'lang'], message: 'field.invalid' });
    seen.add(row.lang);
  });
}

const lang = z.enum(LISTING_LANGS);
const draftTranslation = z.object({ lang, title: draftTitle, description: draftDescription });
export const releaseTranslation = z.object({ lang, title: releaseTitle, description: releaseDescription });

const draftCommon = {
  originalLang: lang.optional(),
  title: draftTitle.optional(),
  description: draftDescription.optional(),
  categoryId: z.number().int().positive().nullable().optional(),
  priceFen: z.number().int().min(0).max(RELEASE_LIMITS.priceFen).optional(),
  images: z.array(imageUrl).max(RELEASE_LIMITS.images).optional(),
  translations: z
    .array(draftTranslation)
    .max(LISTING_LANGS.length - 1)
    .superRefine(distinctLangs)
    .optional(),
};

const amount = (min: number) => z.number().int().min(min).max(RELEASE_LIMITS.stock);

export const goodsDraft = z.object({ ...draftCommon, stock: amount(0).optional() });
export const workDraft = z.object({
  ...draftCommon,
  editionSize: amount(1).optional(),
  mediaType: z.enum(MEDIA_TYPES).optional(),
  licence: z.enum(LICENCES).optional(),
});
/** A parsed save of either kind: goods name their stock `stock`, works `editionSize`. */
export type DraftFields = z.output<typeof goodsDraft> &
  Omit<z.output<typeof workDraft>, keyof z.output<typeof goodsDraft>>;

const releaseCommon = {
  title: releaseTitle,
  description: releaseDescription,
  categoryId: z.number({ error: 'field.required' }).int().positive(),
  priceFen: z.number().int().min(1).max(RELEASE_LIMITS.priceFen),
  images: z.array(imageUrl).min(1).max(RELEASE_LIMITS.images),
  translations: z
    .array(releaseTranslation)
    .max(LISTING_LANGS.length - 1)
    .superRefine(distinctLangs),
};

/** Single fields of the whole-item check, for the web's release form to compose step by step. */
export const RELEASE_RULES = {
  title: releaseTitle,
  description: releaseDescription,
  translationTitle: releaseTitle,
  images: releaseCommon.images,
  amount: amount(1),
  draftTitle,
  draftDescription,
} as const;

/** The whole item a release checks: everything a buyer sees. */
export const goodsRelease = z.object({ ...releaseCommon, stock: amount(1) });
export const workRelease = z.object({
  ...releaseCommon,
  editionSize: amount(1),
  mediaType: z.enum(MEDIA_TYPES),
  licence: z.enum(LICENCES),
});

// The release form's values and rules (decision 0014: react-hook-form + zod, rules from @nextland/rules, the
// same ones nextland checks at release). Price is typed in yuan and sent in fen (`yuanToFen`); goods' stock
// and a work's edition size share the `stock` field.
import {
  fenToYuan,
  LISTING_LANGS,
  type ListingLang,
  RELEASE_RULES,
  yuanPrice,
  yuanToFen,
} from '@nextland/rules';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import type {
  ContentLanguage,
  ReleaseDraftFieldsFragment,
  ReleaseDraftInput,
  ReleaseKind,
  WorkLicenceCode,
  WorkMediaType,
} from '../../../graphql/generated/graphql';
import {
  AUCTION_FORM_FIELDS,
  auctionDefaults,
  auctionFormField,
  auctionFormSchema,
  auctionFormValues,
  toAuctionInput,
} from './lot-form.js';

export const CONTENT_LANGUAGES: Record<ListingLang, ContentLanguage> = {
  'zh-cn': 'ZH_CN',
  en: 'EN',
  'zh-tw': 'ZH_TW',
};
const LISTING_LANG_OF: Record<ContentLanguage, ListingLang> = { ZH_CN: 'zh-cn', EN: 'en', ZH_TW: 'zh-tw' };

export const MEDIA_TYPES: readonly WorkMediaType[] = ['IMAGE', 'VIDEO', 'AUDIO', 'MODEL_3D', 'TEXT'];
export const LICENCES: readonly WorkLicenceCode[] = ['PERSONAL', 'COMMERCIAL', 'EXCLUSIVE'];

/** A translation is optional: empty, or a title and a description both filled in. */
const translation = z
  .object({ title: RELEASE_RULES.draftTitle, description: RELEASE_RULES.draftDescription })
  .superRefine((row, ctx) => {
    if (!row.title && !row.description) return;
    if (!row.title) ctx.addIssue({ code: 'custom', path: ['title'], message: 'field.required' });
    if (!row.description) ctx.addIssue({ code: 'custom', path: ['description'], message: 'field.required' });
  });

const listing = {
  originalLang: z.enum(LISTING_LANGS),
  title: RELEASE_RULES.title,
  description: RELEASE_RULES.description,
  categoryId: z.string().min(1, { error: 'field.required' }),
  mediaType: z.enum(MEDIA_TYPES as [WorkMediaType, ...WorkMediaType[]]),
  licence: z.enum(LICENCES as [WorkLicenceCode, ...WorkLicenceCode[]]),
  images: RELEASE_RULES.images,
  translations: z.object({ 'zh-cn': translation, en: translation, 'zh-tw': translation }),
};

/** Goods and works: a price and a stock (or editions); the auction step's values are carried, unchecked. */
export const releaseFormSchema = z.object({
  ...listing,
  price: yuanPrice,
  stock: RELEASE_RULES.amount,
  auction: auctionFormValues,
});

/** Lots (decision 0028 §5): the auction step instead of a price and a stock (one of one). */
const lotFormSchema = z.object({
  ...listing,
  // Not asked of a lot (nextland sets both): whatever the form holds, an empty stock (NaN) included.
  price: z.string(),
  stock: z.number().or(z.nan()),
  auction: auctionFormSchema,
});

export function formSchemaOf(kind: ReleaseKind): typeof releaseFormSchema {
  // Both have the same values; only the checks differ.
  return (kind === 'LOT' ? lotFormSchema : releaseFormSchema) as typeof releaseFormSchema;
}

export type ReleaseFormInput = z.input<typeof releaseFormSchema>;
/** The fields each step owns; the review step comes after them. Shipping has no fields of its own. */
export const RELEASE_STEPS: readonly (readonly FieldPath<ReleaseFormInput>[])[] = [
  ['originalLang', 'title', 'description', 'categoryId', 'mediaType', 'licence'],
  ['images'],
  ['price', 'stock'],
  [],
  ['translations'],
];

/** A lot's third step is its auction step. */
export function stepsOf(kind: ReleaseKind): readonly (readonly FieldPath<ReleaseFormInput>[])[] {
  return kind === 'LOT' ? RELEASE_STEPS.map((fields, i) => (i === 2 ? ['auction'] : fields)) : RELEASE_STEPS;
}

export const RELEASE_FORM_FIELDS = [
  'originalLang',
  'title',
  'description',
  'categoryId',
  'mediaType',
  'licence',
  'images',
  'price',
  'stock',
  'translations',
  ...AUCTION_FORM_FIELDS,
];

const noTranslation = { title: '', description: '' };

export function releaseDefaults(
  locale: ListingLang,
  draft?: ReleaseDraftFieldsFragment | null,
): ReleaseFormInput {
  const translations = {
    'zh-cn': { ...noTranslation },
    en: { ...noTranslation },
    'zh-tw': { ...noTranslation },
  };
  for (const row of draft?.translations ?? []) {
    translations[LISTING_LANG_OF[row.lang]] = { title: row.title, description: row.description };
  }
  const amount = draft ? (draft.kind === 'WORK' ? draft.editionSize : draft.stock) : null;
  return {
    originalLang: draft ? LISTING_LANG_OF[draft.originalLang] : locale,
    title: draft?.title ?? '',
    description: draft?.description ?? '',
    categoryId: draft?.categoryId ?? '',
    mediaType: draft?.mediaType ?? 'IMAGE',
    licence: draft?.licence ?? 'PERSONAL',
    images: draft?.images.map((image) => image.url) ?? [],
    price: draft && draft.priceFen > 0 ? fenToYuan(draft.priceFen) : '',
    // A new goods draft is stored with stock 0 (not filled in yet): the field starts empty.
    stock: amount && amount > 0 ? amount : Number.NaN,
    translations,
    auction: auctionDefaults(draft),
  };
}

/** What a step saves: every field whose value is usable so far (a half-filled form saves, decision 0027). */
export function toDraftInput(kind: ReleaseKind, values: ReleaseFormInput): ReleaseDraftInput {
  const fen = yuanToFen(values.price);
  const amount = Number.isInteger(values.stock) ? values.stock : undefined;
  const translations = LISTING_LANGS.filter((lang) => lang !== values.originalLang)
    .map((lang) => ({ lang: CONTENT_LANGUAGES[lang], ...values.translations[lang] }))
    .filter((row) => row.title.trim() || row.description.trim());
  const listing = {
    originalLang: CONTENT_LANGUAGES[values.originalLang],
    title: values.title.trim(),
    description: values.description,
    ...(values.categoryId ? { categoryId: values.categoryId } : {}),
    images: values.images,
    translations,
  };
  // A lot's price is its start price and its stock one: nextland sets both from the auction step.
  if (kind === 'LOT') return { ...listing, auction: toAuctionInput(values.auction) };
  return {
    ...listing,
    ...(fen !== null ? { priceFen: fen } : {}),
    ...(kind === 'GOODS'
      ? amount !== undefined && { stock: amount }
      : {
          mediaType: values.mediaType,
          licence: values.licence,
          ...(amount !== undefined && { editionSize: amount }),
        }),
  };
}

/** nextland's field names → the form's (`priceFen` is the yuan `price`, `editionSize` the shared `stock`). */
export function formFieldOf(field: string | null | undefined): string | null {
  if (!field) return null;
  const [head = '', ...rest] = field.split('.');
  if (head === 'auction') return auctionFormField(rest);
  if (head === 'priceFen') return 'price';
  if (head === 'editionSize') return 'stock';
  if (head === 'images') return 'images';
  if (head === 'translations') return 'translations';
  return [head, ...rest].join('.');
}

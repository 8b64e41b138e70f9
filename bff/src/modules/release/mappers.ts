// nextland's draft DTOs -> the schema's ReleaseDraft, and the draft input -> nextland's body (decision 0027 §1).
import type {
  ContentLanguage,
  GoodsStatus,
  ReleaseDraft,
  ReleaseDraftInput,
  ReleaseKind,
  WorkLicenceCode,
  WorkMediaType,
} from '../../generated/graphql.js';
import type {
  GoodsDraftBody,
  GoodsDraftDto,
  LotDraftBody,
  LotDraftDto,
  WorkDraftBody,
  WorkDraftDto,
} from '../../rest/release-api.js';
import { toAuctionStatus } from '../base/auction.js';
import { toLanguage } from '../base/language.js';

type RestKind = 'goods' | 'opus';
type MediaType = WorkDraftDto['mediaType'];
type Licence = WorkDraftDto['licence'];
type RestLang = GoodsDraftDto['originalLang'];

const statuses: readonly GoodsStatus[] = [
  'DRAFT',
  'UNDER_REVIEW',
  'REJECTED',
  'ON_SALE',
  'OFF_SALE',
  'SOLD_OUT',
];

/** nextland's status code (docs/domain.md#item-status: 0 draft … 5 sold out). */
export function toStatus(value: number): GoodsStatus {
  const status = statuses[value];
  if (!status) throw new Error(`Unknown goods status ${value}`);
  return status;
}

/** A lot is goods (sale type 1) to nextland's release and review routes. */
export const restKind = (kind: ReleaseKind): RestKind => (kind === 'WORK' ? 'opus' : 'goods');

const mediaTypes: Record<MediaType, WorkMediaType> = {
  image: 'IMAGE',
  video: 'VIDEO',
  audio: 'AUDIO',
  '3d': 'MODEL_3D',
  text: 'TEXT',
};
const licences: Record<Licence, WorkLicenceCode> = {
  personal: 'PERSONAL',
  commercial: 'COMMERCIAL',
  exclusive: 'EXCLUSIVE',
};
const langs: Record<ContentLanguage, RestLang> = { ZH_CN: 'zh-cn', EN: 'en', ZH_TW: 'zh-tw' };

function reverse<K extends string, V extends string>(map: Record<K, V>): Record<V, K> {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
}
const restMediaTypes = reverse(mediaTypes);
const restLicences = reverse(licences);

type Common = Omit<GoodsDraftDto, 'stock'>;

function common(dto: Common, kind: ReleaseKind) {
  return {
    id: dto.id,
    kind,
    status: toStatus(dto.status),
    originalLang: toLanguage(dto.originalLang),
    title: dto.title,
    description: dto.description,
    categoryId: dto.categoryId === null ? null : String(dto.categoryId),
    priceFen: dto.priceFen,
    images: dto.images,
    translations: dto.translations.map((row) => ({ ...row, lang: toLanguage(row.lang) })),
    updatedAt: dto.updatedAt,
  };
}

const NOT_A_WORK = { editionSize: null, editionsSold: null, mediaType: null, licence: null };

export function toGoodsDraft(dto: GoodsDraftDto): ReleaseDraft {
  return { ...common(dto, 'GOODS'), ...NOT_A_WORK, stock: dto.stock, auction: null };
}

export function toLotDraft(dto: LotDraftDto): ReleaseDraft {
  const { auction, lot } = dto;
  return {
    ...common(dto, 'LOT'),
    ...NOT_A_WORK,
    stock: 1,
    auction: {
      ...auction,
      lotStatus: lot ? toAuctionStatus(lot.status) : null,
      currentPriceFen: lot?.currentPriceFen ?? null,
      bidCount: lot?.bidCount ?? null,
    },
  };
}

export function toWorkDraft(dto: WorkDraftDto): ReleaseDraft {
  return {
    ...common(dto, 'WORK'),
    stock: null,
    editionSize: dto.editionSize,
    editionsSold: dto.editionsSold,
    mediaType: mediaTypes[dto.mediaType],
    licence: licences[dto.licence],
    auction: null,
  };
}

/** A category id that is not a number cannot exist: nextland answers it as a field error. */
function categoryOf(id: string | null | undefined): number | null | undefined {
  if (id === undefined || id === null) return id;
  return /^\d{1,9}$/.test(id) ? Number(id) : -1;
}

/** Only the given fields: an absent field (undefined or null in GraphQL) is left as stored. */
function commonBody(input: ReleaseDraftInput) {
  const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
  return {
    ...(given(input.originalLang) && { originalLang: langs[input.originalLang] }),
    ...(given(input.title) && { title: input.title }),
    ...(given(input.description) && { description: input.description }),
    ...(input.categoryId !== undefined && { categoryId: categoryOf(input.categoryId) }),
    ...(given(input.priceFen) && { priceFen: input.priceFen }),
    ...(given(input.images) && { images: input.images }),
    ...(given(input.translations) && {
      translations: input.translations.map((row) => ({ ...row, lang: langs[row.lang] })),
    }),
  };
}

export function toGoodsBody(input: ReleaseDraftInput): GoodsDraftBody {
  return { ...commonBody(input), ...(typeof input.stock === 'number' && { stock: input.stock }) };
}

export function toWorkBody(input: ReleaseDraftInput): WorkDraftBody {
  return {
    ...commonBody(input),
    ...(typeof input.editionSize === 'number' && { editionSize: input.editionSize }),
    ...(input.mediaType && { mediaType: restMediaTypes[input.mediaType] }),
    ...(input.licence && { licence: restLicences[input.licence] }),
  };
}

/** graphql-scalars' DateTime parses an input into a Date (the generated type says string): back to ISO text. */
function isoOf(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** The goods fields plus the auction step; reserve and deposit are always sent (absent or null: none). */
export function toLotBody(input: ReleaseDraftInput): LotDraftBody {
  const { priceFen: _price, ...fields } = commonBody(input);
  const step = input.auction;
  if (!step) return fields;
  const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
  return {
    ...fields,
    auction: {
      ...(given(step.startPriceFen) && { startPriceFen: step.startPriceFen }),
      ...(given(step.ladder) && { ladder: step.ladder }),
      reserveFen: step.reserveFen ?? null,
      depositFen: step.depositFen ?? null,
      ...(given(step.startsAt) && { startsAt: isoOf(step.startsAt) }),
      ...(given(step.endsAt) && { endsAt: isoOf(step.endsAt) }),
    },
  };
}

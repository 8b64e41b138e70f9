// REST DTOs of the works catalogue -> GraphQL parents and enums (codegen `mappers` point at WorkParent).
import type {
  GoodsStatus,
  LibraryItem,
  WorkFilter,
  WorkLicenceCode,
  WorkMediaType,
  WorkSort,
} from '../../generated/graphql.js';
import type { LibraryCursorPageDto, WorkCursorRecordDto, WorkDetailDto } from '../../rest/contract.js';
import type { WorkCursorPageQuery } from '../../rest/work-api.js';
import { toLanguage } from '../base/language.js';

/** A work from a page (no `images`) or from the detail call (with them). */
export type WorkParent = Omit<WorkCursorRecordDto, 'cursor'> & Partial<Pick<WorkDetailDto, 'images'>>;

type Rest<K extends keyof WorkParent> = WorkParent[K];

const mediaTypes: Record<Rest<'mediaType'>, WorkMediaType> = {
  image: 'IMAGE',
  video: 'VIDEO',
  audio: 'AUDIO',
  '3d': 'MODEL_3D',
  text: 'TEXT',
};
const licences: Record<Rest<'licence'>, WorkLicenceCode> = {
  personal: 'PERSONAL',
  commercial: 'COMMERCIAL',
  exclusive: 'EXCLUSIVE',
};
const statuses: readonly GoodsStatus[] = [
  'DRAFT',
  'UNDER_REVIEW',
  'REJECTED',
  'ON_SALE',
  'OFF_SALE',
  'SOLD_OUT',
];
const sorts: Record<WorkSort, NonNullable<WorkCursorPageQuery['sort']>> = {
  NEWEST: 'newest',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  POPULAR: 'popular',
};

function reverse<K extends string, V extends string>(map: Record<K, V>): Record<V, K> {
  return Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
}
const restMediaTypes = reverse(mediaTypes);
const restLicences = reverse(licences);

export function toMediaType(mediaType: Rest<'mediaType'>): WorkMediaType {
  return mediaTypes[mediaType];
}

export function toLicenceCode(licence: Rest<'licence'>): WorkLicenceCode {
  return licences[licence];
}

export function toWorkStatus(status: number): GoodsStatus {
  const value = statuses[status];
  if (!value) throw new Error(`Unknown work status ${status}`);
  return value;
}

/** The REST filters of a GraphQL works filter. */
export function toWorkListQuery(
  filter: WorkFilter | null | undefined,
  withUserFlags?: boolean | null,
): Omit<WorkCursorPageQuery, 'size' | 'after'> {
  return {
    keyword: filter?.keyword || undefined,
    categoryId: filter?.categoryId ?? undefined,
    mediaType: filter?.mediaType ? restMediaTypes[filter.mediaType] : undefined,
    licence: filter?.licence ? restLicences[filter.licence] : undefined,
    // Sent as written, so a negative amount reaches nextland's rule (400 on the field) rather than vanishing.
    minFen: filter?.minPrice == null ? undefined : String(filter.minPrice),
    maxFen: filter?.maxPrice == null ? undefined : String(filter.maxPrice),
    sort: filter?.sort ? sorts[filter.sort] : undefined,
    isAuthUserLike: withUserFlags || undefined,
    isAuthUserCollect: withUserFlags || undefined,
    // Only `true` is sent: nextland then needs the session (UNAUTHENTICATED without one).
    likedByMe: filter?.likedByMe || undefined,
    collectedByMe: filter?.collectedByMe || undefined,
  };
}

type LibraryRecordDto = Omit<LibraryCursorPageDto['records'][number], 'cursor'>;

/** A library entry (decision 0023): the work as the reader sees it, and the order that delivered it. */
export function toLibraryItem(item: LibraryRecordDto): LibraryItem {
  const { work } = item;
  return {
    id: item.id,
    orderId: item.orderId,
    acquiredAt: item.acquiredAt,
    work: {
      id: work.id,
      title: work.title,
      lang: toLanguage(work.lang),
      translated: work.translated,
      mediaType: toMediaType(work.mediaType),
      cover: work.cover,
      seller: work.seller,
    },
  };
}

import type {
  WorkFilter,
  WorkLicenceCode,
  WorkMediaType,
  WorkSort,
} from '../../../graphql/generated/graphql';
import { fenToYuanString, parseYuanInput } from '../../../lib/money.js';
import { MINE, type MineParam } from '../../../lib/navigation/mine-lists.js';

/** URL values of the list filters (`/opus?keyword=&media=&licence=&min=&max=&sort=&mine=`; prices in yuan). */
export const MEDIA_PARAMS = ['image', 'video', 'audio', '3d', 'text'] as const;
export const LICENCE_PARAMS = ['personal', 'commercial', 'exclusive'] as const;
export const OPUS_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type MediaParam = (typeof MEDIA_PARAMS)[number];
export type LicenceParam = (typeof LICENCE_PARAMS)[number];
export type OpusSortParam = (typeof OPUS_SORTS)[number];

export type OpusListFilters = {
  keyword?: string;
  media?: MediaParam;
  licence?: LicenceParam;
  /** Price bounds in fen. */
  minFen?: number;
  maxFen?: number;
  sort: OpusSortParam;
  /** My likes or my collects (newest first: the sort does not apply). */
  mine?: MineParam;
};

export const OPUS_PAGE_SIZE = 12;
/** The schema caps `keyword` at 50 characters. */
export const OPUS_KEYWORD_MAX_LENGTH = 50;

export const MEDIA_ENUM: Record<MediaParam, WorkMediaType> = {
  image: 'IMAGE',
  video: 'VIDEO',
  audio: 'AUDIO',
  '3d': 'MODEL_3D',
  text: 'TEXT',
};
export const LICENCE_ENUM: Record<LicenceParam, WorkLicenceCode> = {
  personal: 'PERSONAL',
  commercial: 'COMMERCIAL',
  exclusive: 'EXCLUSIVE',
};
const SORT_ENUM: Record<OpusSortParam, WorkSort> = {
  newest: 'NEWEST',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  popular: 'POPULAR',
};

/** Fen as a URL's yuan: `10000` → `100`, `12345` → `123.45`. */
export function yuanParam(fen: number): string {
  return fenToYuanString(fen).replace(/\.00$/, '');
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((v) => v === value);
}

/**
 * Reads the filters from URL search params. Anything malformed is dropped rather than rejected (a hand-edited
 * `?media=painting` still shows the list); a price range given the wrong way round is swapped.
 */
export function parseOpusFilters(search: Record<string, string | undefined>): OpusListFilters {
  const filters: OpusListFilters = { sort: oneOf(OPUS_SORTS, search.sort) ?? 'newest' };
  const keyword = search.keyword?.trim().slice(0, OPUS_KEYWORD_MAX_LENGTH);
  if (keyword) filters.keyword = keyword;
  const media = oneOf(MEDIA_PARAMS, search.media);
  if (media) filters.media = media;
  const licence = oneOf(LICENCE_PARAMS, search.licence);
  if (licence) filters.licence = licence;
  const min = search.min ? parseYuanInput(search.min) : null;
  const max = search.max ? parseYuanInput(search.max) : null;
  const [low, high] = min !== null && max !== null && max < min ? [max, min] : [min, max];
  if (low !== null) filters.minFen = low;
  if (high !== null) filters.maxFen = high;
  const mine = oneOf(MINE, search.mine);
  if (mine) filters.mine = mine;
  return filters;
}

/** The GraphQL filter; absent values are left out so SSR and browser build the same cache key. */
export function toWorkFilter(filters: OpusListFilters): WorkFilter {
  const filter: WorkFilter = { sort: SORT_ENUM[filters.sort] };
  if (filters.keyword) filter.keyword = filters.keyword;
  if (filters.media) filter.mediaType = MEDIA_ENUM[filters.media];
  if (filters.licence) filter.licence = LICENCE_ENUM[filters.licence];
  if (filters.minFen !== undefined) filter.minPrice = filters.minFen;
  if (filters.maxFen !== undefined) filter.maxPrice = filters.maxFen;
  if (filters.mine === 'likes') filter.likedByMe = true;
  if (filters.mine === 'collects') filter.collectedByMe = true;
  return filter;
}

/** Variables of the first page of `OpusListPage`, shared by `+data` and the list component. */
export function opusListVariables(filters: OpusListFilters) {
  return { filter: toWorkFilter(filters), first: OPUS_PAGE_SIZE };
}

/** `?keyword=…&sort=…` for the filters, defaults omitted; '' when nothing is set. */
export function toOpusSearch(filters: OpusListFilters): string {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.media) params.set('media', filters.media);
  if (filters.licence) params.set('licence', filters.licence);
  if (filters.minFen !== undefined) params.set('min', yuanParam(filters.minFen));
  if (filters.maxFen !== undefined) params.set('max', yuanParam(filters.maxFen));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.mine) params.set('mine', filters.mine);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasActiveOpusFilters(filters: OpusListFilters): boolean {
  return Boolean(
    filters.keyword ||
      filters.media ||
      filters.licence ||
      filters.minFen !== undefined ||
      filters.maxFen !== undefined ||
      filters.sort !== 'newest' ||
      filters.mine,
  );
}

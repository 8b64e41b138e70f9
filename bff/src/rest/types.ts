// REST shapes from docs/api-contract.md. REST clients return these; mappers turn them into GraphQL parents.
export type ImageDto = { url: string; width: number; height: number; alt: string };

export type AuctionDto = {
  startPrice: number;
  currentPrice: number;
  increment: number;
  bidCount: number;
  startsAt: string;
  endsAt: string;
  status: 0 | 1 | 2 | 3 | 4;
};

export type GoodsSummaryDto = {
  id: string;
  title: string;
  saleType: 0 | 1;
  status: 0 | 1 | 2 | 3 | 4 | 5;
  price: number;
  stock: number;
  cover: ImageDto;
  categoryId: string | null;
  categoryName: string | null;
  sellerId: string;
  /** Embedded public profile; optional so a nextland without it still works (the seller batch fills in). */
  seller?: SellerDto;
  auction: AuctionDto | null;
  likeCount: number;
  collectCount: number;
  salesCount: number;
  isLiked: boolean | null;
  isCollected: boolean | null;
  createdAt: string;
};

export type GoodsDetailDto = GoodsSummaryDto & { description: string; images: ImageDto[] };

export type CategoryDto = { id: string; code: string; name: string; goodsCount: number };

export type SellerDto = {
  id: string;
  nickname: string;
  avatar: ImageDto | null;
  bio: string | null;
  type: 0 | 1 | 2 | 3 | 4;
};

export type TotalRelationDto = 'EXACT' | 'AT_LEAST';

/** `hasNext` and `totalRelation` come with lists whose totals are capped (goods). */
export type PageDto<T> = {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  hasNext?: boolean;
  totalRelation?: TotalRelationDto;
};

/** Keyset page (nextland `…/cursor-page`): each record carries its own opaque cursor. */
export type CursorPageDto<T> = {
  records: (T & { cursor: string })[];
  hasNext: boolean;
  nextCursor: string | null;
  total: number;
  totalRelation: TotalRelationDto;
};

export type Envelope<T = unknown> = { code: number; success?: boolean; msg?: string; data: T };

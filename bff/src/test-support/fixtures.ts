// Contract-typed nextland records for replies a test injects at the proxy (amounts no route can store) and for
// unit tests that need no nextland at all.
import type { CategoryDto, GoodsDetailDto, GoodsSummaryDto, SellerDto } from '../rest/contract.js';

export const categories: CategoryDto[] = [
  { id: '1', code: 'ceramics', name: 'Ceramics', goodsCount: 12, goodsCountRelation: 'EXACT' },
  { id: '2', code: 'prints', name: 'Prints', goodsCount: 7, goodsCountRelation: 'AT_LEAST' },
];

/** Forty distinct sellers. */
function sellerIdFor(index: number): string {
  return String(1000 + (index % 40));
}

function goodsSummary(index: number): GoodsSummaryDto {
  const auction = index % 5 === 0;
  const category = categories[index % categories.length]!;
  return {
    id: String(index),
    title: `Goods ${index}`,
    // Every third record is shown untranslated, in its original language.
    lang: index % 3 === 0 ? 'zh-cn' : 'en',
    originalLang: 'zh-cn',
    translated: index % 3 !== 0,
    saleType: auction ? 1 : 0,
    status: 3,
    price: 1000 + index,
    stock: auction ? 1 : 3,
    cover: { url: `/files/goods/${index}-1.svg`, width: 800, height: 600, alt: `Goods ${index}` },
    categoryId: category.id,
    categoryName: category.name,
    sellerId: sellerIdFor(index),
    seller: seller(sellerIdFor(index)),
    auction: auction
      ? {
          startPrice: 500,
          currentPrice: 1000 + index,
          increment: 100,
          bidCount: 2,
          startsAt: '2026-11-20T08:00:00.000Z',
          endsAt: '2026-11-30T08:00:00.000Z',
          status: 1,
        }
      : null,
    likeCount: index,
    collectCount: 0,
    salesCount: 1,
    isLiked: null,
    isCollected: null,
    createdAt: '2026-11-01T08:00:00.000Z',
  };
}

export function goodsDetail(index: number): GoodsDetailDto {
  const summary = goodsSummary(index);
  return { ...summary, description: `About goods ${index}`, images: [summary.cover] };
}

export function seller(id: string): SellerDto {
  return { id, nickname: `Seller ${id}`, avatar: null, bio: null, type: 3 };
}

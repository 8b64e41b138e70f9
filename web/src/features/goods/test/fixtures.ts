import type { GoodsCardFieldsFragment, GoodsListPageQuery } from '../../../graphql/generated/graphql';

/** A card-sized goods as the BFF returns it (with __typename, as Apollo's cache needs). */
export function cardGoods(
  id: string,
  overrides: Partial<Record<keyof GoodsCardFieldsFragment, unknown>> = {},
): GoodsCardFieldsFragment {
  // Built untyped and cast: the generated types leave out the nested __typename fields the cache wants.
  const goods = {
    __typename: 'Goods',
    id,
    title: `Goods ${id}`,
    saleType: 'FIXED_PRICE',
    status: 'ON_SALE',
    price: { __typename: 'Money', amount: 128_000, currency: 'CNY' },
    cover: {
      __typename: 'Image',
      url: `/files/goods/${id}-1.svg`,
      width: 800,
      height: 800,
      alt: `Cover ${id}`,
    },
    auction: null,
    seller: {
      __typename: 'Seller',
      id: `s${id}`,
      nickname: `Maker ${id}`,
      avatar: null,
    },
    likeCount: 7,
    ...overrides,
  };
  return goods as GoodsCardFieldsFragment;
}

export function listPage(ids: string[], current: number, pages: number, total: number): GoodsListPageQuery {
  const data = {
    goodsPage: {
      __typename: 'GoodsPage',
      records: ids.map((id) => cardGoods(id)),
      pageInfo: { __typename: 'PageInfo', current, size: 2, total, pages, hasNext: current < pages },
    },
  };
  return data as GoodsListPageQuery;
}

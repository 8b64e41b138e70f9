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
    lang: 'EN',
    translated: true,
    saleType: 'FIXED_PRICE',
    status: 'ON_SALE',
    stock: 5,
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
    collectCount: 2,
    ...overrides,
  };
  return goods as GoodsCardFieldsFragment;
}

/** A connection page of card goods: `after` is the cursor it continues from (edge cursors are `c<id>`). */
export function listPage(ids: string[], hasNextPage: boolean, total: number): GoodsListPageQuery {
  const data = {
    goodsConnection: {
      __typename: 'GoodsConnection',
      edges: ids.map((id) => ({ __typename: 'GoodsEdge', cursor: `c${id}`, node: cardGoods(id) })),
      pageInfo: {
        __typename: 'ConnectionPageInfo',
        hasNextPage,
        endCursor: ids.length ? `c${ids.at(-1)}` : null,
      },
      totalCount: { __typename: 'Count', value: total, relation: 'EXACT' },
    },
  };
  return data as GoodsListPageQuery;
}

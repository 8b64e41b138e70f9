import { useCatalogueList } from '../../../components/catalogue/use-catalogue-list.js';
import type { GoodsListPageQueryVariables } from '../../../graphql/generated/graphql';
import { GoodsCategoriesQuery } from '../api/goods-categories';
import { GoodsListPageQuery } from '../api/goods-list-page';

/** The goods list for one set of filters; a retry runs the category chips' query again too (it fails with it). */
export function useGoodsList(variables: GoodsListPageQueryVariables) {
  return useCatalogueList(GoodsListPageQuery, variables, {
    select: (data) => data.goodsConnection,
    refetch: [GoodsListPageQuery, GoodsCategoriesQuery],
  });
}

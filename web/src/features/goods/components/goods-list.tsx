import { CatalogueFiltersBar } from '../../../components/catalogue/catalogue-filters-bar.js';
import { CatalogueListPage } from '../../../components/catalogue/catalogue-list-page.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import {
  type GoodsListFilters,
  goodsListVariables,
  hasActiveFilters,
  KEYWORD_MAX_LENGTH,
  sortsFor,
} from '../lib/goods-filters';
import { useFilterLinks } from '../lib/use-filter-links';
import { useGoodsList } from '../lib/use-goods-list';
import { CategoryChips } from './category-chips';
import { goodsCards } from './goods-cards';
import { SaleTypeTabs } from './sale-type-tabs';

/** The /goods page body: filters from the URL, the SSR'd first page, and the next pages on scroll. */
export function GoodsList({ filters }: { filters: GoodsListFilters }) {
  const t = useFixedT('goods');
  const links = useFilterLinks(filters);
  const list = useGoodsList(goodsListVariables(filters));
  const bar = (
    <CatalogueFiltersBar
      kind="GOODS"
      namespace="goods"
      rowFrom="lg"
      search={{
        inputId: 'goods-keyword',
        maxLength: KEYWORD_MAX_LENGTH,
        keyword: filters.keyword ?? '',
        onSearch: (keyword) => links.go({ keyword }),
      }}
      mine={{ current: filters.mine, hrefFor: (mine) => links.hrefWith({ mine }) }}
      controls={
        <SaleTypeTabs current={filters.saleType} hrefFor={(saleType) => links.hrefWith({ saleType })} />
      }
      sort={{
        value: filters.sort,
        options: sortsFor(filters.saleType).map((sort) => ({
          value: sort,
          label: t(`filters.sorts.${sort}`),
        })),
        onChange: (sort) => links.go({ sort }),
      }}
      below={
        <CategoryChips current={filters.category} hrefFor={(category) => links.hrefWith({ category })} />
      }
    />
  );
  return (
    <CatalogueListPage
      cards={goodsCards}
      list={list}
      mine={filters.mine}
      filters={bar}
      clearHref={hasActiveFilters(filters) ? links.clearHref : null}
    />
  );
}

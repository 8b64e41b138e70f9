import { CatalogueGrid } from '../../../components/catalogue/catalogue-grid.js';
import type { GoodsCardFieldsFragment } from '../../../graphql/generated/graphql';
import { goodsCards } from './goods-cards';

export type GoodsGridProps = {
  records: GoodsCardFieldsFragment[];
  /** Number of skeleton cards to show after the records (next page on its way). */
  skeletons?: number;
  /** Cards before this index load their cover eagerly (above the fold). */
  eagerCount?: number;
};

/** Goods cards in the catalogue grid (the home page's shelves). */
export function GoodsGrid(props: GoodsGridProps) {
  return <CatalogueGrid renderCard={goodsCards.renderCard} skeleton={goodsCards.skeleton} {...props} />;
}

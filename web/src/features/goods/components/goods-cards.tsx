import type { CatalogueCards } from '../../../components/catalogue/catalogue-cards.js';
import type { GoodsCardFieldsFragment } from '../../../graphql/generated/graphql';
import { GOODS_PAGE_SIZE } from '../lib/goods-filters';
import { GoodsCard } from './goods-card';
import { GoodsCardSkeleton } from './goods-card-skeleton';

/** Goods in the catalogue kit's lists. */
export const goodsCards: CatalogueCards<GoodsCardFieldsFragment> = {
  kind: 'GOODS',
  namespace: 'goods',
  pageSize: GOODS_PAGE_SIZE,
  renderCard: (goods, priority) => <GoodsCard goods={goods} priority={priority} />,
  skeleton: <GoodsCardSkeleton />,
  look: { messageBadge: true, ruledEnd: true },
};

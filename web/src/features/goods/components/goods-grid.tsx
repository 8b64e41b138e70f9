import type { GoodsCardFieldsFragment } from '../../../graphql/generated/graphql';
import { GoodsCard } from './goods-card';
import { GoodsCardSkeleton } from './goods-card-skeleton';

export type GoodsGridProps = {
  records: GoodsCardFieldsFragment[];
  /** Number of skeleton cards to show after the records (next page on its way). */
  skeletons?: number;
  /** Cards before this index load their cover eagerly (above the fold). */
  eagerCount?: number;
};

export const goodsGridClass = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5';

export function GoodsGrid({ records, skeletons = 0, eagerCount = 4 }: GoodsGridProps) {
  return (
    <ul className={goodsGridClass}>
      {records.map((goods, index) => (
        <li key={goods.id}>
          <GoodsCard goods={goods} priority={index < eagerCount} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={`skeleton-${i}`}>
          <GoodsCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

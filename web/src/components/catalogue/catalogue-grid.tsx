import type { ReactNode } from 'react';

export type CatalogueGridProps<Item extends { id: string }> = {
  records: Item[];
  /** One card; `priority` when it sits above the fold. */
  renderCard: (record: Item, priority: boolean) => ReactNode;
  /** The placeholder with the card's shape. */
  skeleton: ReactNode;
  /** Number of skeleton cards to show after the records (next page on its way). */
  skeletons?: number;
  /** Cards before this index load their cover eagerly (above the fold). */
  eagerCount?: number;
};

export const catalogueGridClass =
  'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5';

/** The catalogue's responsive card grid, the same for goods and works. */
export function CatalogueGrid<Item extends { id: string }>({
  records,
  renderCard,
  skeleton,
  skeletons = 0,
  eagerCount = 4,
}: CatalogueGridProps<Item>) {
  return (
    <ul className={catalogueGridClass}>
      {records.map((record, index) => (
        <li key={record.id}>{renderCard(record, index < eagerCount)}</li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={`skeleton-${i}`} aria-hidden="true">
          {skeleton}
        </li>
      ))}
    </ul>
  );
}

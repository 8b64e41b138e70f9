import type { WorkCardFieldsFragment } from '../../../graphql/generated/graphql';
import { WorkCard } from './work-card';

export type OpusGridProps = {
  records: WorkCardFieldsFragment[];
  /** Placeholder tiles after the records (the next page on its way). */
  skeletons?: number;
  /** Cards before this index load their cover eagerly (above the fold). */
  eagerCount?: number;
};

export function OpusGrid({ records, skeletons = 0, eagerCount = 4 }: OpusGridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5">
      {records.map((work, index) => (
        <li key={work.id}>
          <WorkCard work={work} priority={index < eagerCount} />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={`skeleton-${i}`} aria-hidden="true">
          <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-line">
            <div className="aspect-[3/4] animate-pulse bg-surface-2" />
            <div className="flex flex-col gap-2 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-surface-2" />
              <div className="h-5 w-1/3 animate-pulse rounded bg-surface-2" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

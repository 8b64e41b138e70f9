/** Placeholder with the work card's shape, so arriving cards do not move anything. */
export function WorkCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-line">
      <div className="aspect-[3/4] animate-pulse bg-surface-2" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-surface-2" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-surface-2" />
      </div>
    </div>
  );
}

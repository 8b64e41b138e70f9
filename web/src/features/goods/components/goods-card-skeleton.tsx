/** Placeholder with the card's exact shape, so arriving cards do not move anything. */
export function GoodsCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-line"
    >
      <div className="aspect-[3/4] bg-surface-2" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-4 w-4/5 rounded bg-surface-2" />
        <div className="h-4 w-2/5 rounded bg-surface-2" />
        <div className="mt-1 h-6 w-1/3 rounded bg-surface-2" />
        <div className="mt-2 flex items-center gap-2 border-white/5 border-t pt-3">
          <div className="h-6 w-6 rounded-full bg-surface-2" />
          <div className="h-3 w-1/3 rounded bg-surface-2" />
        </div>
      </div>
    </div>
  );
}

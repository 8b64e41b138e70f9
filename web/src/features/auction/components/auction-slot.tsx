import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { LiveAuctionPanelProps } from './live-auction-panel';

const LiveAuction = lazy(() => import('./live-auction'));

/**
 * The detail page's auction panel: server rendering and hydration show `fallback` (the static panel from the
 * page's data); once hydrated, the live panel loads and takes its place.
 */
export function AuctionSlot({ fallback, ...props }: LiveAuctionPanelProps & { fallback: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <LiveAuction {...props} placeholder={fallback} />
    </Suspense>
  );
}

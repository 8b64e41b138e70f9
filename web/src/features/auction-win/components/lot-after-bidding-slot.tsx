import { lazy, Suspense } from 'react';
import type { AuctionLotFieldsFragment } from '../../../graphql/generated/graphql';

// Loaded with the live panel, after hydration: the deposit step's mutation (Apollo Client) stays out of the
// lot page's first load, as the live panel's does.
const LotAfterBidding = lazy(() =>
  import('./lot-after-bidding').then((module) => ({ default: module.LotAfterBidding })),
);

/** The lot panel's slot for deposits and winning (lot-after-bidding.tsx), loaded on demand. */
export function LotAfterBiddingSlot(props: { lot: AuctionLotFieldsFragment; signedIn: boolean }) {
  return (
    <Suspense fallback={null}>
      <LotAfterBidding {...props} />
    </Suspense>
  );
}

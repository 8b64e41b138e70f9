// The live panel with Apollo's React context: this module (and Apollo Client with it) loads only on an auction's
// detail page, after hydration (auction-slot.tsx).
import { ApolloBoundary } from '../../../lib/apollo/apollo-boundary.js';
import { LiveAuctionPanel, type LiveAuctionPanelProps } from './live-auction-panel';

export default function LiveAuction(props: LiveAuctionPanelProps) {
  return (
    <ApolloBoundary>
      <LiveAuctionPanel {...props} />
    </ApolloBoundary>
  );
}

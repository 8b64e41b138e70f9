// https://www.apollographql.com/docs/apollo-server/data/subscriptions#resolving-a-subscription
// `auctionLot(goodsId)`: PUBLIC (decision 0028 §4) — no session is asked for; the hub delivers a lot's
// `auction.updated` events to every socket subscribed to its topic, whichever BFF process holds it. The event
// already carries only what anyone may see, so it is sent as it came, with no re-read per subscriber.
import type { Resolvers } from '../../generated/graphql.js';
import { eventIterator } from '../../live/event-iterator.js';
import { lotTopic, toAuctionLotEvent } from '../../live/events.js';
import type { LiveContext } from '../../live/live-context.js';
import { toAuctionLotUpdate } from './mappers.js';

const Subscription = {
  auctionLot: {
    subscribe: (_root: unknown, { goodsId }: { goodsId: string }, { hub }: LiveContext) =>
      eventIterator(hub, lotTopic(goodsId), (event) => {
        const lot = toAuctionLotEvent(event);
        return lot ? { auctionLot: toAuctionLotUpdate(lot) } : null;
      }),
  },
};

export const auctionSubscriptionResolvers = { Subscription } as unknown as Resolvers;

// https://www.apollographql.com/docs/apollo-server/data/subscriptions#resolving-a-subscription
// `afterSaleEvents`: nextland's `afterSale.updated` carries the request's id and the viewer's side; each is
// re-read as the viewer (the socket only carries what the viewer's own REST calls would) and sent whole.
import type { AfterSaleEventPayload, Resolvers } from '../../generated/graphql.js';
import { eventIterator } from '../../live/event-iterator.js';
import { toAfterSaleEventRef } from '../../live/events.js';
import type { LiveContext } from '../../live/live-context.js';
import { toAfterSale } from './mappers.js';

type AfterSaleEventRef = NonNullable<ReturnType<typeof toAfterSaleEventRef>>;

// As orderSubscriptionResolvers: `resolve` turns each event's reference into the request.
const Subscription = {
  afterSaleEvents: {
    subscribe: async (_root: unknown, _args: unknown, { hub, requireViewer }: LiveContext) => {
      const viewer = await requireViewer();
      return eventIterator(hub, viewer.userId, (event) => {
        const afterSaleEvents = toAfterSaleEventRef(event);
        return afterSaleEvents ? { afterSaleEvents } : null;
      });
    },
    resolve: async (
      payload: { afterSaleEvents: AfterSaleEventRef },
      _args: unknown,
      { viewerDataSources }: LiveContext,
    ): Promise<AfterSaleEventPayload> => {
      const { role, afterSaleId } = payload.afterSaleEvents;
      const dataSources = await viewerDataSources();
      const afterSale = await dataSources.afterSales.detail(role, afterSaleId);
      return { role: role === 'seller' ? 'SELLER' : 'BUYER', afterSale: toAfterSale(afterSale, role) };
    },
  },
};

export const afterSaleSubscriptionResolvers = { Subscription } as unknown as Resolvers;

// https://www.apollographql.com/docs/apollo-server/data/subscriptions#resolving-a-subscription
// `orderEvents`: nextland's order events carry the order's id and the viewer's side; each is re-read as the
// viewer (so the socket only ever carries what the viewer's own REST calls would) and sent whole.
import type { OrderEventPayload, Resolvers } from '../../generated/graphql.js';
import { eventIterator } from '../../live/event-iterator.js';
import { toOrderEventRef } from '../../live/events.js';
import type { LiveContext } from '../../live/live-context.js';
import { toOrder } from './mappers.js';

type OrderEventRef = NonNullable<ReturnType<typeof toOrderEventRef>>;

// Not `SubscriptionResolvers`: its type has `subscribe` yield the finished payload, while here `resolve`
// turns each event's reference into the order (a nextland call per event, as the viewer).
const Subscription = {
  orderEvents: {
    subscribe: async (_root: unknown, _args: unknown, { hub, requireViewer }: LiveContext) => {
      const viewer = await requireViewer();
      return eventIterator(hub, viewer.userId, (event) => {
        const orderEvents = toOrderEventRef(event);
        return orderEvents ? { orderEvents } : null;
      });
    },
    resolve: async (
      payload: { orderEvents: OrderEventRef },
      _args: unknown,
      { viewerDataSources }: LiveContext,
    ): Promise<OrderEventPayload> => {
      const { type, role, orderId } = payload.orderEvents;
      const dataSources = await viewerDataSources();
      const order = await dataSources.orders.detail(role, orderId);
      return { type, role: role === 'seller' ? 'SELLER' : 'BUYER', order: toOrder(order) };
    },
  },
};

// As messageSubscriptionResolvers: run with the live context, never executed by Apollo over HTTP.
export const orderSubscriptionResolvers = { Subscription } as unknown as Resolvers;

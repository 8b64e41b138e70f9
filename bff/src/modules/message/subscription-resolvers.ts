// https://www.apollographql.com/docs/apollo-server/data/subscriptions#resolving-a-subscription
// `messageEvents`: the viewer's message events from the hub, served over WebSocket (live/).
import type { Resolvers, SubscriptionResolvers } from '../../generated/graphql.js';
import { eventIterator } from '../../live/event-iterator.js';
import { toMessageEvent } from '../../live/events.js';
import type { LiveContext } from '../../live/live-context.js';

const Subscription: SubscriptionResolvers<LiveContext> = {
  messageEvents: {
    subscribe: async (_root, _args, { hub, requireViewer }) => {
      const viewer = await requireViewer();
      return eventIterator(hub, viewer.userId, (event) => {
        const messageEvents = toMessageEvent(event);
        return messageEvents ? { messageEvents } : null;
      });
    },
  },
};

// Subscription resolvers run with the live context (LiveContext), not the HTTP one the generated `Resolvers`
// type is written for; Apollo never executes them (it serves no subscriptions over HTTP).
export const messageSubscriptionResolvers = { Subscription } as unknown as Resolvers;

import type { Observable } from '@apollo/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// graphql-ws is replaced by a client that answers one event, so the link's routing is seen without a socket.

const createClient = vi.hoisted(() =>
  vi.fn(() => ({
    subscribe: (_payload: unknown, sink: { next: (v: unknown) => void; complete: () => void }) => {
      sink.next({ data: { messageEvents: { unreadCount: 1, messageId: '5' } } });
      sink.complete();
      return () => {};
    },
    on: () => () => {},
    dispose: () => {},
    terminate: () => {},
  })),
);
vi.mock('graphql-ws', () => ({ createClient }));

const { createApolloClient } = await import('./create-apollo-client.js');
const { liveUrl } = await import('./live-socket.js');
const { MessageEventsSubscription } = await import('../../features/account/api/message-events.js');

beforeEach(() => {
  createClient.mockClear();
  vi.unstubAllGlobals();
});

function inBrowser() {
  vi.stubGlobal('window', { location: { protocol: 'https:', host: 'nextland.example' }, navigator: {} });
}

describe('live link', () => {
  it('never creates a WebSocket client while server rendering', () => {
    createApolloClient({ ssr: true, uri: 'http://bff/graphql', live: true });
    expect(createClient).not.toHaveBeenCalled();
  });

  it('sends subscriptions over a lazy, retrying graphql-ws client on the page origin', async () => {
    inBrowser();
    const client = createApolloClient({ ssr: false, uri: '/graphql', live: true });
    // The socket code loads with the first subscription, not with the client.
    expect(createClient).not.toHaveBeenCalled();
    const values = await new Promise<unknown[]>((resolve) => {
      const seen: unknown[] = [];
      (client.subscribe({ query: MessageEventsSubscription }) as Observable<{ data?: unknown }>).subscribe({
        next: (value) => seen.push(value.data),
        complete: () => resolve(seen),
      });
    });
    expect(values).toEqual([{ messageEvents: { unreadCount: 1, messageId: '5' } }]);
    expect(createClient).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'wss://nextland.example/graphql', lazy: true, retryAttempts: 30 }),
    );
  });

  it('maps the page protocol to ws: or wss:', () => {
    expect(liveUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe('ws://127.0.0.1:3000/graphql');
  });
});

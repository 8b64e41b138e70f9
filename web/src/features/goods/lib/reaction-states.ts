import type { ApolloClient } from '@apollo/client';
import type { GoodsReactionStatesQuery as Result } from '../../../graphql/generated/graphql';
import { GoodsReactionStatesQuery } from '../api/goods-reaction-states';

export type ReactionState = Result['goodsReactionStates'][number];

/** The BFF and nextland take at most 100 ids per call. */
const BATCH_MAX = 100;

type Waiting = {
  id: string;
  resolve: (state: ReactionState | null) => void;
  reject: (error: unknown) => void;
};

const queues = new WeakMap<ApolloClient, Waiting[]>();

/**
 * The user's state of one goods, asked together with every other card that asks in the same tick: a page of
 * cards costs one request. Null when the goods are gone (unknown or hidden).
 */
export function loadReactionState(client: ApolloClient, id: string): Promise<ReactionState | null> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(client);
    if (!queue) {
      queue = [];
      queues.set(client, queue);
      queueMicrotask(() => flush(client));
    }
    queue.push({ id, resolve, reject });
  });
}

function flush(client: ApolloClient): void {
  const waiting = queues.get(client) ?? [];
  queues.delete(client);
  const ids = [...new Set(waiting.map((entry) => entry.id))];
  for (let start = 0; start < ids.length; start += BATCH_MAX) {
    const chunk = ids.slice(start, start + BATCH_MAX);
    const mine = waiting.filter((entry) => chunk.includes(entry.id));
    client
      .query({ query: GoodsReactionStatesQuery, variables: { ids: chunk }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        const byId = new Map((data?.goodsReactionStates ?? []).map((state) => [state.id, state]));
        for (const entry of mine) entry.resolve(byId.get(entry.id) ?? null);
      })
      .catch((error: unknown) => {
        for (const entry of mine) entry.reject(error);
      });
  }
}

/**
 * Drops the cached "my likes" / "my collects" lists after a change, so the next visit (or the list on
 * screen, which refetches its first page) shows the change. The catalogue's own lists are left alone.
 */
export function forgetMyLists(client: ApolloClient): void {
  client.cache.modify({
    fields: {
      goodsConnection: (existing, { storeFieldName, DELETE }) =>
        /"(likedByMe|collectedByMe)":true/.test(storeFieldName) ? DELETE : existing,
    },
  });
}

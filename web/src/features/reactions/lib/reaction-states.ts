import type { ApolloClient } from '@apollo/client';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { GoodsReactionStatesQuery } from '../api/goods-reaction-states';
import { WorkReactionStatesQuery } from '../api/work-reaction-states';

/** An item's counts and the user's flags (the same shape for goods and works). */
export type ReactionState = {
  id: string;
  likeCount: number;
  collectCount: number;
  isLiked: boolean;
  isCollected: boolean;
};

/** The BFF and nextland take at most 100 ids per call. */
const BATCH_MAX = 100;

/** One kind's batch query: goods and works have their own (their ids are separate sequences). */
const LOADERS: Record<ItemKind, (client: ApolloClient, ids: string[]) => Promise<ReactionState[]>> = {
  GOODS: (client, ids) =>
    client
      .query({ query: GoodsReactionStatesQuery, variables: { ids }, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.goodsReactionStates ?? []),
  OPUS: (client, ids) =>
    client
      .query({ query: WorkReactionStatesQuery, variables: { ids }, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.workReactionStates ?? []),
};

type Waiting = {
  id: string;
  resolve: (state: ReactionState | null) => void;
  reject: (error: unknown) => void;
};

const queues = new WeakMap<ApolloClient, Map<ItemKind, Waiting[]>>();

/**
 * The user's state of one item, asked together with every other card of its kind that asks in the same tick: a
 * page of cards costs one request. Null when the item is gone (unknown or hidden).
 */
export function loadReactionState(
  client: ApolloClient,
  kind: ItemKind,
  id: string,
): Promise<ReactionState | null> {
  return new Promise((resolve, reject) => {
    let byKind = queues.get(client);
    if (!byKind) {
      byKind = new Map();
      queues.set(client, byKind);
    }
    let queue = byKind.get(kind);
    if (!queue) {
      queue = [];
      byKind.set(kind, queue);
      queueMicrotask(() => flush(client, kind));
    }
    queue.push({ id, resolve, reject });
  });
}

function flush(client: ApolloClient, kind: ItemKind): void {
  const byKind = queues.get(client);
  const waiting = byKind?.get(kind) ?? [];
  byKind?.delete(kind);
  const ids = [...new Set(waiting.map((entry) => entry.id))];
  for (let start = 0; start < ids.length; start += BATCH_MAX) {
    const chunk = ids.slice(start, start + BATCH_MAX);
    const mine = waiting.filter((entry) => chunk.includes(entry.id));
    LOADERS[kind](client, chunk)
      .then((states) => {
        const byId = new Map(states.map((state) => [state.id, state]));
        for (const entry of mine) entry.resolve(byId.get(entry.id) ?? null);
      })
      .catch((error: unknown) => {
        for (const entry of mine) entry.reject(error);
      });
  }
}

/** Each kind's list field, whose "mine" variants a change makes stale. */
const LIST_FIELDS: Record<ItemKind, string> = { GOODS: 'goodsConnection', OPUS: 'worksConnection' };

/**
 * Drops the cached "my likes" / "my collects" lists of the kind after a change, so the next visit (or the list
 * on screen, which refetches its first page) shows the change. The catalogue's own lists are left alone.
 */
export function forgetMyLists(client: ApolloClient, kind: ItemKind): void {
  client.cache.modify({
    fields: {
      [LIST_FIELDS[kind]]: (existing, { storeFieldName, DELETE }) =>
        /"(likedByMe|collectedByMe)":true/.test(storeFieldName) ? DELETE : existing,
    },
  });
}

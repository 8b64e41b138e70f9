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

/** Ids asked for in this tick, per kind, with the loader of the client to ask through. */
const queues = new Map<ItemKind, { loadClient: () => Promise<ApolloClient>; waiting: Waiting[] }>();

/**
 * The user's state of one item, asked together with every other card of its kind that asks in the same tick: a
 * page of cards costs one request. The id joins the batch at once, before Apollo Client is loaded: the client's
 * (dynamic) import resolves for each caller in its own task, so batching after it would send one request per
 * card. Null when the item is gone (unknown or hidden).
 */
export function loadReactionState(
  loadClient: () => Promise<ApolloClient>,
  kind: ItemKind,
  id: string,
): Promise<ReactionState | null> {
  return new Promise((resolve, reject) => {
    let queue = queues.get(kind);
    if (!queue) {
      queue = { loadClient, waiting: [] };
      queues.set(kind, queue);
      queueMicrotask(() => flush(kind));
    }
    queue.waiting.push({ id, resolve, reject });
  });
}

function flush(kind: ItemKind): void {
  const queue = queues.get(kind);
  queues.delete(kind);
  if (!queue) return;
  const { loadClient, waiting } = queue;
  const ids = [...new Set(waiting.map((entry) => entry.id))];
  const fail = (entries: Waiting[]) => (error: unknown) => {
    for (const entry of entries) entry.reject(error);
  };
  loadClient().then((client) => {
    for (let start = 0; start < ids.length; start += BATCH_MAX) {
      const chunk = ids.slice(start, start + BATCH_MAX);
      const mine = waiting.filter((entry) => chunk.includes(entry.id));
      LOADERS[kind](client, chunk)
        .then((states) => {
          const byId = new Map(states.map((state) => [state.id, state]));
          for (const entry of mine) entry.resolve(byId.get(entry.id) ?? null);
        })
        .catch(fail(mine));
    }
  }, fail(waiting));
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

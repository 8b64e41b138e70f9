// Loaded on the first like or collect click (with Apollo Client), so it is not in any page's first load.
import type { ApolloClient } from '@apollo/client';
import type { GoodsReaction, ItemKind } from '../../../graphql/generated/graphql';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { SetGoodsReactionMutation } from '../api/set-goods-reaction';
import { SetWorkReactionMutation } from '../api/set-work-reaction';
import { forgetMyLists, type ReactionState } from './reaction-states';

export type SendOutcome =
  | { kind: 'saved'; state: ReactionState }
  /** nextland refused it (the item is gone): its message, in the page's language. */
  | { kind: 'refused'; message: string | null }
  /** The session ended: SessionBootstrap opens the login prompt. */
  | { kind: 'unauthenticated' }
  | { kind: 'failed' };

type Payload = {
  state: ReactionState | null;
  userErrors: readonly { message: string }[];
} | null;

/** Each kind's mutation, answering its payload. */
const SENDERS: Record<
  ItemKind,
  (client: ApolloClient, id: string, reaction: GoodsReaction, active: boolean) => Promise<Payload>
> = {
  GOODS: (client, goodsId, reaction, active) =>
    client
      .mutate({ mutation: SetGoodsReactionMutation, variables: { goodsId, reaction, active } })
      .then(({ data }) => data?.setGoodsReaction ?? null),
  OPUS: (client, workId, reaction, active) =>
    client
      .mutate({ mutation: SetWorkReactionMutation, variables: { workId, reaction, active } })
      .then(({ data }) => data?.setWorkReaction ?? null),
};

/** Sets the user's like or collect of an item to `active` and says how it went; never throws. */
export async function sendReaction(
  client: ApolloClient,
  item: { kind: ItemKind; id: string },
  reaction: GoodsReaction,
  active: boolean,
): Promise<SendOutcome> {
  try {
    const payload = await SENDERS[item.kind](client, item.id, reaction, active);
    if (payload?.state) {
      forgetMyLists(client, item.kind);
      return { kind: 'saved', state: payload.state };
    }
    if (payload) return { kind: 'refused', message: payload.userErrors[0]?.message ?? null };
    return { kind: 'failed' };
  } catch (error) {
    return requestErrorKind(error) === 'unauthenticated' ? { kind: 'unauthenticated' } : { kind: 'failed' };
  }
}

// Loaded on the first like or collect click (with Apollo Client), so it is not in any page's first load.
import type { ApolloClient } from '@apollo/client';
import type { GoodsReaction } from '../../../graphql/generated/graphql';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { SetGoodsReactionMutation } from '../api/set-goods-reaction';
import { forgetMyLists, type ReactionState } from './reaction-states';

export type SendOutcome =
  | { kind: 'saved'; state: ReactionState }
  /** nextland refused it (the goods are gone): its message, in the page's language. */
  | { kind: 'refused'; message: string | null }
  /** The session ended: SessionBootstrap opens the login prompt. */
  | { kind: 'unauthenticated' }
  | { kind: 'failed' };

/** Sets the user's like or collect to `active` and says how it went; never throws. */
export async function sendReaction(
  client: ApolloClient,
  goodsId: string,
  reaction: GoodsReaction,
  active: boolean,
): Promise<SendOutcome> {
  try {
    const { data } = await client.mutate({
      mutation: SetGoodsReactionMutation,
      variables: { goodsId, reaction, active },
    });
    const payload = data?.setGoodsReaction;
    if (payload?.state) {
      forgetMyLists(client);
      return { kind: 'saved', state: payload.state };
    }
    if (payload) return { kind: 'refused', message: payload.userErrors[0]?.message ?? null };
    return { kind: 'failed' };
  } catch (error) {
    return requestErrorKind(error) === 'unauthenticated' ? { kind: 'unauthenticated' } : { kind: 'failed' };
  }
}

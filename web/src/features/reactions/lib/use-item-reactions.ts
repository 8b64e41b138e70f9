import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { ReactionItem } from '../../../components/catalogue/item-slots.js';
import type { GoodsReaction } from '../../../graphql/generated/graphql';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { useHydrated } from '../../../lib/hooks/use-hydrated.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { useStores } from '../../../stores/use-stores.js';
import { loadReactionState } from './reaction-states';
import type { SendOutcome } from './send-reaction';

export type ReactionView = {
  likeCount: number;
  collectCount: number;
  isLiked: boolean;
  isCollected: boolean;
};

const FIELDS = {
  LIKE: { flag: 'isLiked', count: 'likeCount' },
  COLLECT: { flag: 'isCollected', count: 'collectCount' },
} as const;

/** The view after setting `reaction` to `active`: the flag and its count move together. */
function withReaction(view: ReactionView, reaction: GoodsReaction, active: boolean): ReactionView {
  const { flag, count } = FIELDS[reaction];
  if (view[flag] === active) return view;
  return { ...view, [flag]: active, [count]: Math.max(0, view[count] + (active ? 1 : -1)) };
}

/**
 * Like and collect for one item (goods or a work). Everyone sees the counts the page was rendered with; for a
 * logged-in user the flags load after hydration (the page HTML is the same for everyone and may come from the
 * render cache). A click updates at once and sends the new state; a failure puts the previous state back and
 * says so. A visitor's click opens the login prompt, which brings them back to the item's page.
 */
export function useItemReactions(item: ReactionItem) {
  const { session, ui } = useStores();
  const t = useFixedT('reactions');
  const { locale } = usePageContext();
  const hydrated = useHydrated();
  const loadApolloClient = useApolloClientLoader();
  const loggedIn = hydrated && session.loggedIn;
  const { kind, id } = item;
  const [view, setView] = useState<ReactionView>(() => ({
    likeCount: item.likeCount,
    collectCount: item.collectCount,
    isLiked: false,
    isCollected: false,
  }));
  const pending = useRef<Set<GoodsReaction>>(new Set());
  const [busy, setBusy] = useState<GoodsReaction[]>([]);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    loadReactionState(loadApolloClient, kind, id)
      .then((state) => {
        if (live && state && pending.current.size === 0) setView(state);
      })
      .catch(() => {
        // Without the flags the buttons show the counts as everyone sees them; a click still works.
      });
    return () => {
      live = false;
    };
  }, [loggedIn, kind, id, loadApolloClient]);

  const toggle = useCallback(
    (reaction: GoodsReaction) => {
      if (!session.loggedIn) {
        session.openLoginPrompt('required', localizePath(BUYING_PATHS[kind].item(id), locale));
        return;
      }
      if (pending.current.has(reaction)) return;
      const active = !view[FIELDS[reaction].flag];
      pending.current.add(reaction);
      setBusy([...pending.current]);
      setView((current) => withReaction(current, reaction, active));
      const done = () => {
        pending.current.delete(reaction);
        setBusy([...pending.current]);
      };
      Promise.all([loadApolloClient(), import('./send-reaction')])
        .then(([client, { sendReaction }]) => sendReaction(client, { kind, id }, reaction, active))
        .catch((): SendOutcome => ({ kind: 'failed' }))
        .then((outcome) => {
          done();
          if (outcome.kind === 'saved') {
            const { state } = outcome;
            // The other reaction may be on its way: keep its optimistic half.
            setView((current) => ({
              ...current,
              [FIELDS[reaction].flag]: state[FIELDS[reaction].flag],
              [FIELDS[reaction].count]: state[FIELDS[reaction].count],
            }));
            return;
          }
          setView((current) => withReaction(current, reaction, !active));
          // An ended session opens the login prompt (SessionBootstrap); anything else is said here.
          if (outcome.kind === 'refused') {
            ui.messages.show({ type: 'error', text: outcome.message || t(`gone.${kind}`) });
          } else if (outcome.kind === 'failed') {
            ui.messages.show({ type: 'error', text: t(`failed.${failureKey(reaction, active)}`) });
          }
        });
    },
    [session, ui, t, locale, kind, id, view, loadApolloClient],
  );

  return { view, toggle, busy };
}

function failureKey(reaction: GoodsReaction, active: boolean) {
  if (reaction === 'LIKE') return active ? 'like' : 'unlike';
  return active ? 'collect' : 'uncollect';
}

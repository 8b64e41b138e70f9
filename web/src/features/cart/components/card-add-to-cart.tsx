import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { CartItem } from '../../../components/catalogue/item-slots.js';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { useStores } from '../../../stores/use-stores.js';
import type { AddOutcome } from '../lib/send-add-to-cart';

/**
 * "Add to cart" on a goods or work card: one piece (goods) or one edition (a work) into that kind's cart. The
 * cart API keeps the rules (stock, sold out, off sale, a work already owned or already in the cart) and its
 * translated refusal is shown as it comes. A visitor's press opens the login prompt that comes back to the
 * item. The button sits above the card's stretched link (its own tab stop) and is named after the item; the
 * outcome is announced by the message stack (a live region). Apollo Client and the mutation load with the
 * first press, so catalogue pages' first load stays as it was.
 */
export const CardAddToCart = observer(function CardAddToCart({ item }: { item: CartItem }) {
  const common = useFixedT('common');
  const goodsT = useFixedT('goods');
  const opusT = useFixedT('opus');
  const { locale } = usePageContext();
  const { session, ui } = useStores();
  const loadApolloClient = useApolloClientLoader();
  const [adding, setAdding] = useState(false);

  const added = () =>
    item.kind === 'OPUS'
      ? opusT('buy.added', { title: item.title })
      : goodsT('buy.added', { count: 1, title: item.title });
  const failed = () => (item.kind === 'OPUS' ? opusT('buy.failed') : goodsT('buy.failed'));

  const add = () => {
    if (!session.loggedIn) {
      session.openLoginPrompt('required', localizePath(BUYING_PATHS[item.kind].item(item.id), locale));
      return;
    }
    if (adding) return;
    setAdding(true);
    Promise.all([loadApolloClient(), import('../lib/send-add-to-cart')])
      .then(([client, { sendAddToCart, sendAddWorkToCart }]) =>
        item.kind === 'OPUS' ? sendAddWorkToCart(client, item.id) : sendAddToCart(client, item.id, 1),
      )
      .catch((): AddOutcome => ({ kind: 'failed' }))
      .then((outcome) => {
        setAdding(false);
        if (outcome.kind === 'added') ui.messages.show({ type: 'success', text: added() });
        else if (outcome.kind === 'refused')
          ui.messages.show({ type: 'error', text: outcome.message || failed() });
        // An ended session opens the login prompt (SessionBootstrap).
        else if (outcome.kind === 'failed') ui.messages.show({ type: 'error', text: failed() });
      });
  };

  return (
    <button
      type="button"
      onClick={add}
      aria-label={common('cart.addItem', { title: item.title })}
      aria-busy={adding || undefined}
      data-testid="card-add-to-cart"
      className="relative z-10 grid size-9 shrink-0 place-items-center rounded-full border border-line text-ink transition hover:border-accent hover:bg-accent hover:text-black aria-busy:opacity-60"
    >
      {adding ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      ) : (
        <CartPlusIcon />
      )}
    </button>
  );
});

function CartPlusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4.5" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.3a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.2"
      />
      <path strokeWidth="1.8" strokeLinecap="round" d="M13 9.5v4M11 11.5h4" />
      <circle cx="9.5" cy="19.5" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="17" cy="19.5" r="1.3" fill="currentColor" stroke="none" />
    </svg>
  );
}

import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { useHydrated } from '../../../lib/hooks/use-hydrated.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { useStores } from '../../../stores/use-stores.js';
import { CartCountQuery } from '../api/cart-count';
import { CART_PATH } from '../lib/cart-paths';

/**
 * The header's cart link with the number of lines, for a logged-in user only. The server renders nothing
 * (public pages are the same for everyone and may come from the render cache); after hydration the count is
 * read through the on-demand Apollo Client and watched in its cache, where every cart mutation writes the new
 * count (lib/cart-cache.ts), so the badge follows adds and removals without polling.
 */
export const HeaderCartLink = observer(function HeaderCartLink() {
  const t = useFixedT('common');
  const { locale } = usePageContext();
  const { session } = useStores();
  const hydrated = useHydrated();
  const loadApolloClient = useApolloClientLoader();
  const loggedIn = hydrated && session.loggedIn;
  const userId = session.userId;
  const [count, setCount] = useState<number | null>(null);

  // A different user (a login in another tab) reads their own count.
  // biome-ignore lint/correctness/useExhaustiveDependencies: userId restarts the watch for another user.
  useEffect(() => {
    if (!loggedIn) {
      setCount(null);
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let live = true;
    loadApolloClient()
      .then((client) => {
        if (!live) return;
        const subscription = client
          .watchQuery({ query: CartCountQuery, fetchPolicy: 'cache-and-network' })
          .subscribe({
            next: ({ data }) => {
              if (typeof data?.cartCount === 'number') setCount(data.cartCount);
            },
            // A failed count leaves the link without a number; the cart page still works.
            error: () => {},
          });
        unsubscribe = () => subscription.unsubscribe();
      })
      .catch(() => {});
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, [loggedIn, userId, loadApolloClient]);

  if (!loggedIn) return null;
  const shown = count ?? 0;
  return (
    <a
      href={localizePath(CART_PATH, locale)}
      data-testid="header-cart"
      className="relative grid size-9 shrink-0 place-items-center rounded-full border border-line text-ink transition hover:border-muted"
    >
      <CartIcon />
      <span className="sr-only">
        {count === null ? t('cart.link') : t('cart.linkWithCount', { count: shown })}
      </span>
      {shown > 0 ? (
        <span
          aria-hidden="true"
          data-testid="header-cart-count"
          className="absolute -top-1.5 -right-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1 font-semibold text-[11px] text-black tabular-nums"
        >
          {shown > 99 ? '99+' : shown}
        </span>
      ) : null}
    </a>
  );
});

function CartIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4.5" fill="none" stroke="currentColor">
      <path
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.3a1.5 1.5 0 0 0 1.4-1.1L20.5 8H6.2"
      />
      <circle cx="9.5" cy="19.5" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="17" cy="19.5" r="1.3" fill="currentColor" stroke="none" />
    </svg>
  );
}

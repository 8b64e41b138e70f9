import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { useHydrated } from '../../../lib/hooks/use-hydrated.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { useStores } from '../../../stores/use-stores.js';
import { HeaderCartCountsQuery } from '../api/header-cart-counts';
import { HeaderCartIcon } from './header-cart-icon';
import type { HeaderCartCounts } from './header-cart-menu';

// The two-cart menu (react-aria) only shows for a logged-in user whose two carts both hold lines, so it is in
// no page's first-load JavaScript. It starts loading with the counts (react-aria is loaded for the account
// menu anyway), so it is usually there when they arrive and the goods-cart link stands in for a moment only.
const loadMenu = () => import('./header-cart-menu.js');
const HeaderCartMenu = lazy(() => loadMenu().then((module) => ({ default: module.HeaderCartMenu })));

/**
 * The header's cart, for a logged-in user only, counting the lines of both carts (goods and works, decision
 * 0023), as one cart icon does on any marketplace. It leads to the cart that holds lines (the goods cart when
 * both are empty); when both do, it opens a menu of the two with their counts.
 *
 * The server renders nothing (public pages are the same for everyone and may come from the render cache);
 * after hydration the counts are read through the on-demand Apollo Client and watched in its cache, where
 * every cart mutation writes its cart's new count (lib/cart-cache.ts `writeCartCount`), so the badge follows
 * adds and removals without polling. Code that changes a cart some other way refetches the query by name:
 * `refetchQueries: ['HeaderCartCounts']`.
 */
export const HeaderCartLink = observer(function HeaderCartLink() {
  const t = useFixedT('common');
  const { locale } = usePageContext();
  const { session } = useStores();
  const hydrated = useHydrated();
  const loadApolloClient = useApolloClientLoader();
  const loggedIn = hydrated && session.loggedIn;
  const userId = session.userId;
  const [counts, setCounts] = useState<HeaderCartCounts | null>(null);

  // A different user (a login in another tab) reads their own counts.
  // biome-ignore lint/correctness/useExhaustiveDependencies: userId restarts the watch for another user.
  useEffect(() => {
    if (!loggedIn) {
      setCounts(null);
      return;
    }
    let unsubscribe: (() => void) | undefined;
    let live = true;
    void loadMenu().catch(() => {});
    loadApolloClient()
      .then((client) => {
        if (!live) return;
        const subscription = client
          .watchQuery({ query: HeaderCartCountsQuery, fetchPolicy: 'cache-and-network' })
          .subscribe({
            next: ({ data }) => {
              if (typeof data?.goods === 'number' && typeof data.works === 'number') {
                setCounts({ goods: data.goods, works: data.works });
              }
            },
            // A failed count leaves the link without a number; the cart pages still work.
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
  const total = counts ? counts.goods + counts.works : 0;
  const onlyWorks = counts !== null && counts.goods === 0 && counts.works > 0;
  const link = (
    <a
      href={localizePath(BUYING_PATHS[onlyWorks ? 'OPUS' : 'GOODS'].cart, locale)}
      data-testid="header-cart"
      className="relative grid size-9 shrink-0 place-items-center rounded-full border border-line text-ink transition hover:border-muted"
    >
      <HeaderCartIcon count={total} />
      <span className="sr-only">
        {counts === null ? t('cart.link') : t('cart.linkWithCount', { count: total })}
      </span>
    </a>
  );
  if (!counts || counts.goods === 0 || counts.works === 0) return link;
  // While the menu loads, the link to the goods cart stands in for it.
  return (
    <Suspense fallback={link}>
      <HeaderCartMenu counts={counts} />
    </Suspense>
  );
});

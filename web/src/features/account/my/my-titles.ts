import type { i18n } from 'i18next';
import { matchPath } from 'react-router-dom';

/**
 * Which `my:` key names each personal-centre route in the document title (issue 9: every page its own title).
 * Patterns are react-router paths below `/my`, most specific first; keys are `menu.*` labels or an empty
 * area's title.
 */
const TITLES: readonly [pattern: string, key: string][] = [
  ['/', 'menu.overview'],
  ['/msg', 'menu.msg'],
  ['/account', 'menu.account'],
  ['/auth/creator/*', 'menu.creator'],
  ['/auth/org/*', 'menu.org'],
  ['/review', 'menu.review'],
  ['/bank-cards', 'menu.bankCards'],
  ['/address', 'menu.address'],
  ['/no-postage', 'menu.noPostage'],
  ['/logout', 'menu.logout'],
  ['/order/purchaseOrders', 'menu.payments'],
  ['/library', 'menu.library'],
  ['/bids', 'menu.bids'],
  ['/order/seller/aftersales', 'menu.afterSales'],
  ['/order/seller/*', 'menu.sellerOrders'],
  ['/order/afterSalesDetails', 'menu.afterSales'],
  ['/order/*', 'menu.order'],
  ['/goods', 'menu.goods'],
  ['/dashboard', 'menu.dashboard'],
  ['/opus', 'menu.opus'],
  ['/news', 'menu.news'],
  ['/activity', 'menu.activity'],
  ['/menuProject', 'menu.projects'],
  ['/involved', 'menu.involved'],
  ['/homePageMy', 'menu.homePage'],
  ['/association/:key', 'empty.association.title'],
  ['/project/:key', 'empty.project.title'],
];

/** The `my:` key of the page at `pathname` (below the router's basename), or null for an unknown path. */
export function myTitleKey(pathname: string): string | null {
  return TITLES.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname))?.[1] ?? null;
}

/** "<page> · <personal centre> · Nextland" (or without the page for an unknown path), in `i18n`'s language. */
export function myTitle(pathname: string, i18n: i18n): string {
  const key = myTitleKey(pathname);
  const page = key ? i18n.t(`my:${key}` as 'my:title') : null;
  return [page, i18n.t('my:title'), 'Nextland'].filter(Boolean).join(' · ');
}

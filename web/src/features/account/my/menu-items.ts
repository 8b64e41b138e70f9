import { matchPath } from 'react-router-dom';
import type { AccountType } from '../../../stores/session-store.js';

export type MenuGroup = 'account' | 'trade' | 'create' | 'verify' | 'official';
export type MenuItem = {
  to: string;
  key: string;
  group: MenuGroup;
  end?: boolean;
  /**
   * Where the item is the current page, when that is more than `to` (matched like NavLink, with `end`):
   * react-router patterns matched to the end, each may require query parameters (`/order?role=seller`).
   */
  activeOn?: readonly string[];
};

const REAL_NAME_VERIFIED: readonly AccountType[] = ['OFFICIAL', 'REAL_NAME', 'CREATOR', 'ORGANISATION'];
const PUBLISHERS: readonly AccountType[] = ['OFFICIAL', 'CREATOR', 'ORGANISATION'];

/** docs/domain.md#account-types: real-name verified is an allow-list of types, never "type is not 1". */
export function isRealNameVerified(type: AccountType): boolean {
  return REAL_NAME_VERIFIED.includes(type);
}

const ITEMS: readonly (MenuItem & { for?: readonly AccountType[] })[] = [
  { to: '/', key: 'overview', group: 'account', end: true },
  { to: '/msg', key: 'msg', group: 'account' },
  { to: '/account', key: 'account', group: 'account' },
  { to: '/order', key: 'order', group: 'trade', activeOn: ['/order/*'] },
  { to: '/order/purchaseOrders', key: 'payments', group: 'trade' },
  { to: '/library', key: 'library', group: 'trade' },
  { to: '/bids', key: 'bids', group: 'trade' },
  { to: '/address', key: 'address', group: 'trade' },
  { to: '/goods', key: 'goods', group: 'trade', for: REAL_NAME_VERIFIED },
  {
    to: '/order?role=seller',
    key: 'sellerOrders',
    group: 'trade',
    for: REAL_NAME_VERIFIED,
    activeOn: ['/order?role=seller', '/order/seller/detail'],
  },
  { to: '/order/seller/aftersales', key: 'afterSales', group: 'trade', for: REAL_NAME_VERIFIED },
  { to: '/dashboard', key: 'dashboard', group: 'trade', for: REAL_NAME_VERIFIED },
  { to: '/bank-cards', key: 'bankCards', group: 'trade' },
  { to: '/no-postage', key: 'noPostage', group: 'trade', for: REAL_NAME_VERIFIED },
  { to: '/opus', key: 'opus', group: 'create', for: PUBLISHERS },
  { to: '/news', key: 'news', group: 'create', for: PUBLISHERS },
  { to: '/activity', key: 'activity', group: 'create', for: PUBLISHERS },
  { to: '/menuProject', key: 'projects', group: 'create', for: PUBLISHERS },
  { to: '/involved', key: 'involved', group: 'create' },
  { to: '/homePageMy', key: 'homePage', group: 'create', for: PUBLISHERS },
  { to: '/auth/creator', key: 'creator', group: 'verify' },
  { to: '/auth/org', key: 'org', group: 'verify' },
  { to: '/review', key: 'review', group: 'official', for: ['OFFICIAL'] },
];

/** The side menu for an account type: selling needs real-name verification, publishing a creator/org/official. */
export function menuFor(type: AccountType): MenuItem[] {
  return ITEMS.filter((item) => !item.for || item.for.includes(type)).map(({ for: _, ...item }) => item);
}

/**
 * How well `item` names the page at `pathname` + `search`: -1 not at all; else more for each query
 * parameter it requires, then for a longer path, so "Seller orders" (`/order?role=seller`,
 * `/order/seller/*`) wins over "My orders" (`/order/*`) on the seller's pages.
 */
function matchScore(item: MenuItem, pathname: string, search: URLSearchParams): number {
  const patterns = item.activeOn ?? [item.to];
  let best = -1;
  for (const pattern of patterns) {
    const [path = '', query = ''] = pattern.split('?');
    const end = item.activeOn ? true : (item.end ?? false);
    if (!matchPath({ path, end }, pathname)) continue;
    const required = [...new URLSearchParams(query)];
    if (required.some(([name, value]) => search.get(name) !== value)) continue;
    best = Math.max(best, required.length * 1000 + path.replace('*', '').length);
  }
  return best;
}

/** The key of the menu item that names the current page (the best match), or null. */
export function currentMenuKey(items: readonly MenuItem[], pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  let current: string | null = null;
  let best = -1;
  for (const item of items) {
    const score = matchScore(item, pathname, params);
    if (score > best) {
      best = score;
      current = item.key;
    }
  }
  return current;
}

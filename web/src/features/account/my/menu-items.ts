import type { AccountType } from '../../../stores/session-store.js';

export type MenuGroup = 'account' | 'trade' | 'create' | 'verify' | 'official';
export type MenuItem = { to: string; key: string; group: MenuGroup; end?: boolean };

const REAL_NAME_VERIFIED: readonly AccountType[] = ['OFFICIAL', 'REAL_NAME', 'CREATOR', 'ORGANISATION'];
const PUBLISHERS: readonly AccountType[] = ['OFFICIAL', 'CREATOR', 'ORGANISATION'];

/** domain.md: real-name verified is an allow-list of types, never "type is not 1". */
export function isRealNameVerified(type: AccountType): boolean {
  return REAL_NAME_VERIFIED.includes(type);
}

const ITEMS: readonly (MenuItem & { for?: readonly AccountType[] })[] = [
  { to: '/', key: 'overview', group: 'account', end: true },
  { to: '/msg', key: 'msg', group: 'account' },
  { to: '/account', key: 'account', group: 'account' },
  { to: '/order', key: 'order', group: 'trade', end: true },
  { to: '/address', key: 'address', group: 'trade' },
  { to: '/goods', key: 'goods', group: 'trade', for: REAL_NAME_VERIFIED },
  { to: '/order/seller/aftersales', key: 'sellerOrders', group: 'trade', for: REAL_NAME_VERIFIED },
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

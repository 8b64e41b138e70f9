import { useTranslation } from 'react-i18next';
import type { AccountType } from '../../../stores/session-store.js';
import { type MenuGroup, menuFor } from './menu-items.js';
import { MyMenuButton } from './my-menu-button.js';
import { MyMenuLinks } from './my-menu-links.js';

const GROUPS: MenuGroup[] = ['account', 'trade', 'create', 'verify', 'official'];

type Props = { type: AccountType; unread: number };

/**
 * The personal centre's menu, grouped, with only what this account type may use: a sidebar of links on wide
 * windows, a menu button on narrow ones. One navigation landmark holds both; CSS shows one of them.
 */
export function MySideMenu({ type, unread }: Props) {
  const { t } = useTranslation('my');
  const items = menuFor(type);
  const groups = GROUPS.map((group) => ({
    group,
    items: items.filter((item) => item.group === group),
  })).filter(({ items: inGroup }) => inGroup.length > 0);
  return (
    <nav aria-label={t('menu.label')}>
      <MyMenuButton groups={groups} unread={unread} />
      <MyMenuLinks groups={groups} unread={unread} />
    </nav>
  );
}

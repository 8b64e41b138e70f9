import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { currentMenuKey, type MenuItem } from './menu-items.js';
import { UnreadBadge } from './unread-badge.js';

type Props = { groups: { group: string; items: MenuItem[] }[]; unread: number };

/** The personal centre's menu as a grouped column of links, for wide windows (the sidebar). */
export function MyMenuLinks({ groups, unread }: Props) {
  const { t } = useTranslation('my');
  const { pathname, search } = useLocation();
  const current = currentMenuKey(
    groups.flatMap((group) => group.items),
    pathname,
    search,
  );
  return (
    <div className="hidden flex-col gap-6 lg:flex">
      {groups.map(({ group, items }) => (
        <div key={group}>
          <p className="px-3 pb-2 text-subtle text-xs uppercase tracking-[0.18em]">
            {t(`menu.groups.${group}` as 'menu.groups.account')}
          </p>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.key}>
                {/* Link, not NavLink: two items share `/order` (the query tells them apart), which NavLink ignores. */}
                <Link
                  to={item.to}
                  aria-current={item.key === current ? 'page' : undefined}
                  className={`flex items-center justify-between gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm transition ${
                    item.key === current ? 'bg-surface-2 text-ink' : 'text-muted hover:text-ink'
                  }`}
                >
                  {t(`menu.${item.key}` as 'menu.overview')}
                  {item.key === 'msg' ? <UnreadBadge count={unread} /> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <NavLink to="/logout" className="rounded-lg px-3 py-2 text-muted text-sm hover:text-ink">
        {t('menu.logout')}
      </NavLink>
    </div>
  );
}

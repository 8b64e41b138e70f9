import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { AccountType } from '../../../stores/session-store.js';
import { type MenuGroup, menuFor } from './menu-items.js';

const GROUPS: MenuGroup[] = ['account', 'trade', 'create', 'verify', 'official'];

type Props = { type: AccountType; unread: number };

/** The personal centre's menu, grouped, with only what this account type may use. */
export function MySideMenu({ type, unread }: Props) {
  const { t } = useTranslation('my');
  const items = menuFor(type);
  return (
    <nav aria-label={t('menu.label')} className="flex gap-6 overflow-x-auto lg:flex-col lg:overflow-visible">
      {GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group);
        if (inGroup.length === 0) return null;
        return (
          <div key={group} className="shrink-0">
            <p className="px-3 pb-2 text-xs uppercase tracking-[0.18em] text-subtle">
              {t(`menu.groups.${group}`)}
            </p>
            <ul className="flex gap-1 lg:flex-col">
              {inGroup.map((item) => (
                <li key={item.key}>
                  <NavLink
                    to={item.to}
                    end={item.end ?? false}
                    className={({ isActive }) =>
                      `flex items-center justify-between gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm transition ${
                        isActive ? 'bg-surface-2 text-ink' : 'text-muted hover:text-ink'
                      }`
                    }
                  >
                    {t(`menu.${item.key}` as 'menu.overview')}
                    {item.key === 'msg' && unread > 0 ? (
                      <span
                        data-testid="menu-unread"
                        className="rounded-full bg-accent px-2 text-xs font-semibold text-black"
                      >
                        {unread}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <NavLink to="/logout" className="shrink-0 rounded-lg px-3 py-2 text-sm text-muted hover:text-ink">
        {t('menu.logout')}
      </NavLink>
    </nav>
  );
}

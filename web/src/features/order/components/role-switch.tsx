import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OrderRole } from '../../../graphql/generated/graphql';
import { listSearch, type StatusTab } from '../lib/order-filters.js';

const ROLES: readonly OrderRole[] = ['BUYER', 'SELLER'];

/** "Bought / Sold" as two links (each a URL of its own, `?role=seller`), the current one marked. */
export function RoleSwitch({ role, tab }: { role: OrderRole; tab: StatusTab }) {
  const { t } = useTranslation('order');
  return (
    <nav
      aria-label={t('list.roleLabel')}
      className="flex shrink-0 rounded-full bg-surface p-1 ring-1 ring-line"
    >
      {ROLES.map((option) => {
        const active = option === role;
        return (
          <Link
            key={option}
            to={{ search: listSearch(option, tab) }}
            aria-current={active ? 'page' : undefined}
            className={`whitespace-nowrap rounded-full px-4 py-1.5 text-sm transition ${
              active ? 'bg-ink font-medium text-black' : 'text-muted hover:text-ink'
            }`}
          >
            {t(`list.roles.${option}`)}
          </Link>
        );
      })}
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import type { AfterSaleFieldsFragment } from '../../../graphql/generated/graphql';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { AfterSaleStatusBadge } from './after-sale-status-badge.js';

/** One request in a list: type, order, amount, status and when, linking to its detail page. */
export function AfterSaleRow({ afterSale }: { afterSale: AfterSaleFieldsFragment }) {
  const { t } = useTranslation('aftersale');
  const { locale } = usePageContext();
  const titles = afterSale.lines.map((line) => line.title).join(' · ');
  return (
    <li data-testid="after-sale-row">
      <Link
        to={{ pathname: '/order/afterSalesDetails', search: `?id=${encodeURIComponent(afterSale.id)}` }}
        className="flex flex-col gap-2 rounded-2xl bg-surface-2 p-4 ring-1 ring-line transition hover:ring-accent/60 sm:flex-row sm:items-center sm:justify-between"
      >
        <span className="min-w-0">
          <span className="block break-words font-medium text-ink text-sm">{titles}</span>
          <span className="mt-1 block text-muted text-xs tabular-nums">
            {t('list.row', { type: t(`type.${afterSale.type}`), number: afterSale.orderNumber })}
            {' · '}
            <time dateTime={afterSale.createdAt}>{formatDate(afterSale.createdAt, locale, 'dateTime')}</time>
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-3">
          <span className="font-semibold text-ink text-sm tabular-nums">
            {formatMoney(afterSale.requested.amount, locale)}
          </span>
          <AfterSaleStatusBadge status={afterSale.status} />
        </span>
      </Link>
    </li>
  );
}

import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { Price } from '../../../components/ui/price.js';
import type {
  MySettlementsQuery as MySettlementsData,
  SettlementState,
} from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { MySettlementsQuery } from '../api/my-settlements.js';
import { StateBadge } from './state-badge.js';

const PAGE = 20;

type Settlement = MySettlementsData['mySettlements']['edges'][number]['node'];

/**
 * The viewer's settlements in one state: what was settled (an order, or a lot's forfeited deposit), amounts
 * (gross, commission, refunds, net) and status.
 */
export function SettlementList({ state }: { state: SettlementState }) {
  const { t } = useTranslation('settlement');
  const { locale } = usePageContext();
  const query = useQuery(MySettlementsQuery, {
    variables: { state, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <ConnectionList
      connection={query.data?.mySettlements}
      query={query}
      failedTitle={t('list.loadFailed')}
      empty={<EmptyState title={t(`list.empty.${state}`)} text={t('list.emptyText')} />}
      more={{ label: t('list.more'), layout: 'inline', className: 'self-center' }}
      className="flex flex-col gap-4"
    >
      {(nodes) => (
        <ul aria-label={t(`list.label.${state}`)} className="grid gap-3">
          {nodes.map((node) => (
            <li
              key={node.id}
              data-testid="settlement-row"
              className="rounded-3xl bg-surface p-5 ring-1 ring-line"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <SettlementSubject settlement={node} />
                <StateBadge state={node.state} label={t(`state.${node.state}`)} />
              </div>
              <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
                {(['gross', 'commission', 'refunded', 'net'] as const).map((key) => (
                  <div key={key}>
                    <dt className="text-muted">{t(`list.${key}`)}</dt>
                    <dd className={key === 'net' ? 'font-semibold text-ink' : 'text-ink'}>
                      {(key === 'commission' || key === 'refunded') && node[key].amount > 0 ? '−' : ''}
                      <Price money={node[key]} locale={locale} />
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="mt-3 text-muted text-xs">
                {t('list.settledOn', { date: formatDate(node.createdAt, locale) })}
                {node.paidAt ? ` · ${t('list.paidOn', { date: formatDate(node.paidAt, locale) })}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ConnectionList>
  );
}

/** An order's settlement links to the order; a forfeited deposit's (decision 0028 §3) names its lot. */
function SettlementSubject({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation('settlement');
  const { locale } = usePageContext();
  if (settlement.kind === 'FORFEIT' || !settlement.orderId) {
    const { lot } = settlement;
    const label = t('list.forfeit', { title: lot?.title ?? '' });
    if (!lot) return <span className="text-ink">{label}</span>;
    return (
      <a
        href={localizePath(BUYING_PATHS.GOODS.item(lot.goodsId), locale)}
        className="min-w-0 break-words text-ink underline-offset-4 hover:underline"
      >
        {label}
      </a>
    );
  }
  return (
    <Link
      to={`/order/seller/detail?id=${settlement.orderId}`}
      className="font-mono text-ink underline-offset-4 hover:underline"
    >
      {t('list.order', { number: settlement.orderNumber })}
    </Link>
  );
}

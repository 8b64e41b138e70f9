import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../components/ui/count-tabs.js';
import type { OrderCountsQuery } from '../../../graphql/generated/graphql';
import { STATUS_TABS, type StatusTab } from '../lib/order-filters.js';

type Props = {
  value: StatusTab;
  onChange: (tab: StatusTab) => void;
  /** Null while the counts load: the tabs show without figures. */
  counts: OrderCountsQuery['orderCounts'] | null;
  busy?: boolean;
  /** The selected tab's list. */
  children: ReactNode;
};

/**
 * The order statuses with their counts (CountTabs). "Closed" belongs to after-sales: it shows only when some
 * order is closed (or it is the tab in the URL).
 */
export function OrderStatusTabs({ value, onChange, counts, busy = false, children }: Props) {
  const { t } = useTranslation('order');
  const tabs = STATUS_TABS.filter(
    (tab) => tab !== 'closed' || value === 'closed' || (counts?.closed ?? 0) > 0,
  ).map((tab) => ({ id: tab, label: t(`tabs.${tab}`), count: counts ? counts[tab] : null }));
  return (
    <CountTabs label={t('list.tabsLabel')} tabs={tabs} value={value} onChange={onChange} busy={busy}>
      {children}
    </CountTabs>
  );
}

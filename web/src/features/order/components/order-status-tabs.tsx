import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { OrderCountsQuery } from '../../../graphql/generated/graphql';
import { formatNumber } from '../../../lib/format.js';
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
 * react-aria Tabs over the statuses, each with its count. Arrow keys move focus and Enter or Space selects
 * (manual activation), so moving along the tabs does not load every list on the way. "Closed" belongs to
 * after-sales: it shows only when some order is closed (or it is the tab in the URL).
 */
export function OrderStatusTabs({ value, onChange, counts, busy = false, children }: Props) {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  const tabs = STATUS_TABS.filter(
    (tab) => tab !== 'closed' || value === 'closed' || (counts?.closed ?? 0) > 0,
  );
  return (
    <Tabs
      selectedKey={value}
      keyboardActivation="manual"
      onSelectionChange={(key) => onChange(tabs.find((tab) => tab === key) ?? value)}
      className="flex flex-col gap-6"
    >
      <TabList
        aria-label={t('list.tabsLabel')}
        className="flex max-w-full gap-1 self-start overflow-x-auto rounded-full bg-surface p-1 ring-1 ring-line"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            id={tab}
            className="group flex h-9 shrink-0 cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-full px-4 font-medium text-muted text-sm outline-none transition hover:text-ink data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent data-[selected]:bg-ink data-[selected]:text-black"
          >
            {t(`tabs.${tab}`)}{' '}
            {counts ? (
              <span className="rounded-full bg-white/10 px-1.5 text-xs tabular-nums group-data-[selected]:bg-black/10">
                {formatNumber(counts[tab], locale)}
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab}
          id={tab}
          aria-busy={busy || undefined}
          className="flex flex-col gap-4 outline-none"
        >
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}

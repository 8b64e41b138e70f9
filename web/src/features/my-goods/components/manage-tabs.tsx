import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { MyItemCountsQuery } from '../../../graphql/generated/graphql';
import { formatNumber } from '../../../lib/format.js';
import { MANAGE_TABS, type ManageTab } from '../lib.js';

type Props = {
  value: ManageTab;
  onChange: (tab: ManageTab) => void;
  /** Null while the counts load: the tabs show without figures. */
  counts: MyItemCountsQuery['myItemCounts'] | null;
  busy?: boolean;
  children: ReactNode;
};

function countOf(counts: MyItemCountsQuery['myItemCounts'], tab: ManageTab): number {
  if (tab === 'ALL') return counts.all;
  return counts.statuses.find((entry) => entry.status === tab)?.count ?? 0;
}

/** react-aria Tabs over the statuses with their counts (manual activation, as the order tabs). */
export function ManageTabs({ value, onChange, counts, busy = false, children }: Props) {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  return (
    <Tabs
      selectedKey={value}
      keyboardActivation="manual"
      onSelectionChange={(key) => onChange(MANAGE_TABS.find((tab) => tab === key) ?? value)}
      className="flex flex-col gap-6"
    >
      <TabList
        aria-label={t('selling.tabsLabel')}
        className="flex max-w-full gap-1 self-start overflow-x-auto rounded-full bg-surface p-1 ring-1 ring-line"
      >
        {MANAGE_TABS.map((tab) => (
          <Tab
            key={tab}
            id={tab}
            className="group flex h-9 shrink-0 cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-full px-4 font-medium text-muted text-sm outline-none transition hover:text-ink data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent data-[selected]:bg-ink data-[selected]:text-black"
          >
            {t(`selling.tabs.${tab}`)}{' '}
            {counts ? (
              <span className="rounded-full bg-white/10 px-1.5 text-xs tabular-nums group-data-[selected]:bg-black/10">
                {formatNumber(countOf(counts, tab), locale)}
              </span>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {MANAGE_TABS.map((tab) => (
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

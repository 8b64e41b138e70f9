import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../components/ui/count-tabs.js';
import type { MyItemCountsQuery } from '../../../graphql/generated/graphql';
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

/** The statuses with their counts, on the shared counted tabs (as the order tabs). */
export function ManageTabs({ value, onChange, counts, busy = false, children }: Props) {
  const { t } = useTranslation('my');
  const tabs = MANAGE_TABS.map((tab) => ({
    id: tab,
    label: t(`selling.tabs.${tab}`),
    count: counts ? countOf(counts, tab) : null,
  }));
  return (
    <CountTabs label={t('selling.tabsLabel')} tabs={tabs} value={value} onChange={onChange} busy={busy}>
      {children}
    </CountTabs>
  );
}

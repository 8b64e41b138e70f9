import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { usePageContext } from 'vike-react/usePageContext';
import { formatNumber } from '../../lib/format.js';

/** One tab: its key, its label and its count (null while the counts load: the tab shows without a figure). */
export type CountTab<K extends string> = { id: K; label: string; count: number | null };

type Props<K extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly CountTab<K>[];
  value: K;
  onChange: (tab: K) => void;
  busy?: boolean;
  /** The selected tab's content. */
  children: ReactNode;
};

/**
 * react-aria Tabs over statuses, each with its count. Arrow keys move focus and Enter or Space selects (manual
 * activation), so moving along the tabs does not load every list on the way.
 */
export function CountTabs<K extends string>({
  label,
  tabs,
  value,
  onChange,
  busy = false,
  children,
}: Props<K>) {
  const { locale } = usePageContext();
  return (
    <Tabs
      selectedKey={value}
      keyboardActivation="manual"
      onSelectionChange={(key) => onChange(tabs.find((tab) => tab.id === key)?.id ?? value)}
      className="flex flex-col gap-6"
    >
      <TabList
        aria-label={label}
        className="flex max-w-full gap-1 self-start overflow-x-auto rounded-full bg-surface p-1 ring-1 ring-line"
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            className="group flex h-9 shrink-0 cursor-pointer items-center gap-1.5 whitespace-nowrap rounded-full px-4 font-medium text-muted text-sm outline-none transition hover:text-ink data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent data-[selected]:bg-ink data-[selected]:text-black"
          >
            {tab.label}{' '}
            {tab.count === null ? null : (
              <span className="rounded-full bg-white/10 px-1.5 text-xs tabular-nums group-data-[selected]:bg-black/10">
                {formatNumber(tab.count, locale)}
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          id={tab.id}
          aria-busy={busy || undefined}
          className="flex flex-col gap-4 outline-none"
        >
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}

import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export const REVIEW_KINDS = ['REALNAME', 'CREATOR', 'ORG'] as const;
/**
 * The verification kinds, then the sellers' releases (decision 0027 §2) and the refunds the provider refused
 * (§3), in the same queue.
 */
const REVIEW_TABS = [...REVIEW_KINDS, 'RELEASES', 'REFUNDS'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

type Props = {
  value: ReviewTab;
  onChange: (kind: ReviewTab) => void;
  /** Controls shown beside the tabs (the status filter). */
  toolbar: ReactNode;
  /** The selected kind's queue. */
  children: ReactNode;
  busy?: boolean;
};

/** react-aria Tabs: arrow keys move between the kinds, only the selected tab is in the Tab order. */
export function ReviewTabs({ value, onChange, toolbar, children, busy = false }: Props) {
  const { t } = useTranslation('verification');
  return (
    <Tabs
      selectedKey={value}
      onSelectionChange={(key) => onChange(REVIEW_TABS.find((kind) => kind === key) ?? value)}
      className="flex flex-col gap-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <TabList
          aria-label={t('review.tabsLabel')}
          className="flex max-w-full gap-1 overflow-x-auto rounded-full bg-surface p-1 ring-1 ring-line"
        >
          {REVIEW_TABS.map((kind) => (
            <Tab
              key={kind}
              id={kind}
              className="h-9 shrink-0 cursor-pointer whitespace-nowrap rounded-full px-4 font-medium text-muted text-sm leading-9 outline-none transition hover:text-ink data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent data-[selected]:bg-ink data-[selected]:text-black"
            >
              {t(`review.tabs.${kind}`)}
            </Tab>
          ))}
        </TabList>
        {toolbar}
      </div>
      {REVIEW_TABS.map((kind) => (
        <TabPanel
          key={kind}
          id={kind}
          aria-busy={busy || undefined}
          className="flex flex-col gap-4 outline-none"
        >
          {children}
        </TabPanel>
      ))}
    </Tabs>
  );
}

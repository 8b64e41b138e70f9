import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export const REVIEW_KINDS = ['REALNAME', 'CREATOR', 'ORG'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const reviewTabId = (kind: ReviewKind) => `review-tab-${kind}`;
export const REVIEW_PANEL_ID = 'review-panel';

/** WAI-ARIA tabs: arrow keys move between the kinds, only the selected tab is in the Tab order. */
export function ReviewTabs({ value, onChange }: { value: ReviewKind; onChange: (kind: ReviewKind) => void }) {
  const { t } = useTranslation('verification');
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const index = REVIEW_KINDS.indexOf(value);
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = REVIEW_KINDS[(index + step + REVIEW_KINDS.length) % REVIEW_KINDS.length] ?? value;
    onChange(next);
    tabs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('review.tabsLabel')}
      className="flex max-w-full gap-1 overflow-x-auto rounded-full bg-surface p-1 ring-1 ring-line"
    >
      {REVIEW_KINDS.map((kind) => (
        <button
          key={kind}
          ref={(element) => {
            tabs.current[kind] = element;
          }}
          type="button"
          role="tab"
          id={reviewTabId(kind)}
          aria-selected={kind === value}
          aria-controls={REVIEW_PANEL_ID}
          tabIndex={kind === value ? 0 : -1}
          onClick={() => onChange(kind)}
          onKeyDown={onKeyDown}
          className={`h-9 shrink-0 whitespace-nowrap rounded-full px-4 font-medium text-sm transition ${
            kind === value ? 'bg-ink text-black' : 'text-muted hover:text-ink'
          }`}
        >
          {t(`review.tabs.${kind}`)}
        </button>
      ))}
    </div>
  );
}

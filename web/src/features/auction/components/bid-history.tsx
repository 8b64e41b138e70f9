import { Button } from '../../../components/ui/button.js';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import type { Locale } from '../../../lib/i18n/locales.js';
import type { BidRow } from '../lib/lot-updates';

type Props = {
  rows: BidRow[];
  locale: Locale;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
};

/** The masked history, newest first; live bids arrive on top. */
export function BidHistory({ rows, locale, hasMore, loadingMore, onMore }: Props) {
  const t = useFixedT('auction');
  return (
    <section aria-labelledby="bid-history-heading" className="rounded-2xl bg-surface p-5 ring-1 ring-line">
      <h3 id="bid-history-heading" className="font-medium text-ink text-sm">
        {t('history.heading')}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-muted text-sm">{t('history.empty')}</p>
      ) : (
        <ol className="mt-3 divide-y divide-line" data-testid="bid-history">
          {rows.map((row, index) => (
            <li
              key={row.seq}
              data-testid="bid-row"
              className={`flex items-center gap-3 py-2.5 text-sm ${index === 0 ? 'text-ink' : 'text-muted'}`}
            >
              <span className="w-8 shrink-0 text-subtle text-xs tabular-nums">#{row.seq}</span>
              <span className="min-w-0 flex-1 truncate">
                {row.bidder}
                {row.mine ? <span className="ml-1.5 text-accent text-xs">({t('history.you')})</span> : null}
                {row.kind === 'PROXY' ? (
                  <span
                    title={t('history.proxyTitle')}
                    className="ml-2 rounded-full px-1.5 py-0.5 text-[10px] text-subtle ring-1 ring-line"
                  >
                    {t('history.proxy')}
                  </span>
                ) : null}
              </span>
              <span className="hidden text-subtle text-xs tabular-nums sm:inline">
                {formatDate(row.at, locale, 'time')}
              </span>
              <span className="w-24 shrink-0 text-right font-medium tabular-nums">
                {formatMoney(row.amount.amount, locale, { currency: row.amount.currency })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {hasMore ? (
        <Button variant="ghost" size="sm" className="mt-3" onClick={onMore} disabled={loadingMore}>
          {loadingMore ? t('history.loadingMore') : t('history.more')}
        </Button>
      ) : null}
    </section>
  );
}

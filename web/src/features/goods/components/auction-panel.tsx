import { Price } from '../../../components/ui/price.js';
import { graphql } from '../../../graphql/generated';
import type { AuctionPanelFieldsFragment, AuctionStatus } from '../../../graphql/generated/graphql';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { useGoodsLocale } from '../lib/use-goods-locale';
import { AuctionTimeLeft } from './auction-time-left';

// Collected by codegen (no fragment masking): the component reads the generated fragment type.
graphql(`
  fragment AuctionPanelFields on Auction {
    startPrice {
      amount
      currency
    }
    currentPrice {
      amount
      currency
    }
    increment {
      amount
      currency
    }
    bidCount
    startsAt
    endsAt
    status
  }
`);

/** Auction status → its label under `details.auction.status`. */
const STATUS_KEYS = {
  NOT_STARTED: 'notStarted',
  BIDDING: 'bidding',
  WON_AWAITING_PAYMENT: 'won',
  COMPLETED: 'completed',
  UNSOLD: 'unsold',
} as const satisfies Record<AuctionStatus, string>;

/** Current price, start price, increment, bid count and the end time with a live countdown. */
export function AuctionPanel({ auction }: { auction: AuctionPanelFieldsFragment }) {
  const t = useFixedT('goods');
  const { locale } = useGoodsLocale();
  const money = (m: { amount: number; currency: string }) =>
    formatMoney(m.amount, locale, { currency: m.currency });
  const rows = [
    { key: 'startPrice', value: money(auction.startPrice) },
    { key: 'increment', value: money(auction.increment) },
    { key: 'bidCount', value: String(auction.bidCount) },
    { key: 'endsAt', value: formatDate(auction.endsAt, locale, 'dateTime') },
  ] as const;
  return (
    <section aria-labelledby="auction-heading" className="rounded-2xl bg-surface p-5 ring-1 ring-line">
      <div className="flex items-center justify-between gap-3">
        <h2 id="auction-heading" className="text-subtle text-xs uppercase tracking-widest">
          {t('details.auction.currentPrice')}
        </h2>
        <span className="rounded-full px-2.5 py-1 text-[11px] text-ink/85 ring-1 ring-ink/15">
          {t(`details.auction.status.${STATUS_KEYS[auction.status]}`)}
        </span>
      </div>
      <p className="mt-2 font-semibold text-4xl text-ink">
        <Price money={auction.currentPrice} locale={locale} />
      </p>
      <p className="mt-2 min-h-5">
        <AuctionTimeLeft startsAt={auction.startsAt} endsAt={auction.endsAt} size="text-sm" />
      </p>
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 border-white/10 border-t pt-5 text-sm">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="text-subtle text-xs">{t(`details.auction.${row.key}`)}</dt>
            <dd className="mt-1 text-ink tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { Price } from '../../../components/ui/price.js';
import type { AuctionLotFieldsFragment } from '../../../graphql/generated/graphql';
import { useLiveStatus } from '../../../lib/apollo/live-status.js';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { useStores } from '../../../stores/use-stores.js';
import { useLiveLot } from '../lib/use-live-lot';
import { BidForm } from './bid-form';
import { BidHistory } from './bid-history';
import { LotCountdown } from './lot-countdown';

export type LiveAuctionPanelProps = {
  goodsId: string;
  /**
   * What another feature shows of the lot below the viewer's standing: the deposit step while bidding is open
   * (so a lot that asks a deposit asks before the form), and the winner's way to confirm and pay once closed.
   */
  lotSlot?: (lot: AuctionLotFieldsFragment, loggedIn: boolean) => ReactNode;
  /** Shown until the lot has loaded (the page's static auction panel). */
  placeholder?: ReactNode;
};

/**
 * A lot's live panel on its detail page (decision 0028 §5): price, minimum next bid, bids, leader (masked),
 * reserve met or not, a countdown on the auction's clock, the viewer's standing, the bid form and the history,
 * all kept current by the lot's public live updates (use-live-lot.ts).
 */
export const LiveAuctionPanel = observer(function LiveAuctionPanel({
  goodsId,
  lotSlot,
  placeholder,
}: LiveAuctionPanelProps) {
  const t = useFixedT('auction');
  const { locale } = usePageContext();
  const { session } = useStores();
  const live = useLiveLot(goodsId);
  const liveStatus = useLiveStatus();
  const { lot } = live;

  if (!lot) {
    if (live.failed) {
      return (
        <div role="alert" className="rounded-2xl bg-surface p-5 ring-1 ring-line">
          <p className="text-danger text-sm">{t('panel.failed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={live.refetch}>
            {t('panel.retry')}
          </Button>
        </div>
      );
    }
    return placeholder ?? <p className="text-muted text-sm">{t('panel.loading')}</p>;
  }

  const open = lot.status === 'NOT_STARTED' || lot.status === 'BIDDING';
  // A lot that asks a deposit takes the signed-in viewer's bids once it is held (the deposit step asks first).
  const held = lot.viewer?.deposit === 'HELD' || lot.viewer?.deposit === 'APPLIED';
  const awaitsDeposit = lot.deposit !== null && session.loggedIn && !held;
  const money = (fen: number) => formatMoney(fen, locale, { currency: lot.price.currency });
  const viewer = lot.viewer;
  const reserve = !lot.hasReserve ? 'noReserve' : lot.reserveMet ? 'reserveMet' : 'reserveNotMet';
  const facts = [
    { key: 'minimumNext', label: t('panel.minimumNext'), value: open ? money(lot.minimumNext.amount) : '—' },
    { key: 'bids', label: t('panel.bids'), value: String(lot.bidCount) },
    { key: 'leader', label: t('panel.leader'), value: lot.leader ?? t('panel.noLeader') },
    { key: 'startPrice', label: t('panel.startPrice'), value: money(lot.startPrice.amount) },
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="auction-panel" data-seq={lot.seq}>
      <section aria-labelledby="live-auction-heading" className="rounded-2xl bg-surface p-5 ring-1 ring-line">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="live-auction-heading" className="text-subtle text-xs uppercase tracking-widest">
            {t('panel.currentPrice')}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <span
              data-testid="reserve-state"
              className={`rounded-full px-2.5 py-1 text-[11px] ring-1 ${
                reserve === 'reserveNotMet' ? 'text-warning ring-warning/40' : 'text-ink/85 ring-ink/15'
              }`}
            >
              {t(`panel.${reserve}`)}
            </span>
            <span className="rounded-full px-2.5 py-1 text-[11px] text-ink/85 ring-1 ring-ink/15">
              {t(`status.${lot.status}`)}
            </span>
          </div>
        </div>
        <p className="mt-2 font-semibold text-4xl text-ink" data-testid="lot-price" aria-live="polite">
          <Price money={lot.price} locale={locale} />
        </p>
        <p className="mt-2 min-h-5 text-sm">
          <LotCountdown startsAt={lot.startsAt} endsAt={lot.endsAt} offsetMs={live.offsetMs} />
        </p>
        {live.extendedTo ? (
          <p
            role="status"
            data-testid="lot-extended"
            className="mt-3 rounded-xl bg-accent/10 px-3 py-2 text-sm text-ink"
          >
            {t('extended', { time: formatDate(live.extendedTo, locale, 'dateTime') })}
          </p>
        ) : null}
        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 border-white/10 border-t pt-5 text-sm">
          {facts.map((fact) => (
            <div key={fact.key} data-testid={`lot-${fact.key}`}>
              <dt className="text-subtle text-xs">{fact.label}</dt>
              <dd className="mt-1 truncate text-ink tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {/* Leading or outbid is news while bidding is open; once closed the lot's status (and the winner's slot) says it. */}
        {open && viewer?.max ? (
          <p
            role="status"
            data-testid="viewer-standing"
            data-leading={viewer.leading}
            className={`mt-5 rounded-xl px-3 py-2 text-sm ${
              viewer.leading ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger'
            }`}
          >
            {viewer.leading ? t('viewer.leadingMax', { max: money(viewer.max.amount) }) : t('viewer.outbid')}
          </p>
        ) : null}
        {lotSlot ? <div className="mt-5 empty:hidden">{lotSlot(lot, session.loggedIn)}</div> : null}
        {open && !awaitsDeposit ? (
          <div className="mt-5 border-white/10 border-t pt-5">
            <BidForm
              lot={lot}
              locale={locale}
              loggedIn={session.loggedIn}
              // Back to this lot (its locale included) after logging in.
              onLogin={() =>
                session.openLoginPrompt('required', window.location.pathname + window.location.search)
              }
              onPlaced={(placed) => {
                live.accept(placed);
                // The history's own copy marks the viewer's rows ("you"); the live one cannot.
                live.refetch();
              }}
            />
          </div>
        ) : null}
        {liveStatus === 'down' ? <p className="mt-4 text-subtle text-xs">{t('panel.offline')}</p> : null}
      </section>
      <BidHistory
        rows={live.rows}
        locale={locale}
        hasMore={live.hasMore}
        loadingMore={live.loadingMore}
        onMore={live.loadMore}
      />
    </div>
  );
});

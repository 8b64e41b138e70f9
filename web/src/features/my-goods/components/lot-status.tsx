import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Price } from '../../../components/ui/price.js';
import { formatDate } from '../../../lib/format.js';
import type { Locale } from '../../../lib/i18n/locales.js';
import type { ManagedRow } from './manage-row.js';

type Auction = NonNullable<ManagedRow['auction']>;

/** Where a seller's lot stands (decision 0028 §5): not started, bidding at a price, won, completed, unsold. */
export function LotStatus({ auction }: { auction: Auction }) {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  const ends = formatDate(auction.endsAt, locale as Locale, 'dateTime');
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-sm" data-testid="lot-status">
      <span className="rounded-full bg-accent/10 px-2 py-0.5 text-accent text-xs">
        {t(`selling.lot.${auction.status}`)}
      </span>
      {auction.status === 'BIDDING' ? (
        <span className="text-muted">
          {t('selling.lot.bids', { count: auction.bidCount })} ·{' '}
          <Price money={auction.currentPrice} locale={locale} className="text-ink" /> ·{' '}
          {t('selling.lot.ends', { at: ends })}
        </span>
      ) : null}
      {auction.status === 'NOT_STARTED' ? (
        <span className="text-muted">{t('selling.lot.ends', { at: ends })}</span>
      ) : null}
    </span>
  );
}

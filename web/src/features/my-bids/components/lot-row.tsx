import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Price } from '../../../components/ui/price.js';
import type { AuctionStatus } from '../../../graphql/generated/graphql';

type Money = { amount: number; currency: string };

import { formatDate } from '../../../lib/format.js';
import type { Locale } from '../../../lib/i18n/locales.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';

type Props = {
  goodsId: string;
  title: string;
  cover: { url: string; width: number; height: number };
  currentPrice: Money;
  endsAt: string;
  lotStatus: AuctionStatus;
  /** Where the viewer stands, and their maximum (my bids); nothing on the watch list. */
  badge?: ReactNode;
  myMax?: Money | null;
};

/** A lot in the viewer's lists: its live price, its end (or how it ended), linking to its page. */
export function LotRow({ goodsId, title, cover, currentPrice, endsAt, lotStatus, badge, myMax }: Props) {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  const open = lotStatus === 'NOT_STARTED' || lotStatus === 'BIDDING';
  // A sold lot's price is what it is sold at (a second chance's offer may be below the last bid).
  const sold = lotStatus === 'WON_AWAITING_PAYMENT' || lotStatus === 'COMPLETED';
  const ends = formatDate(endsAt, locale as Locale, 'dateTime');
  return (
    <li data-testid="lot-row" className="flex items-center gap-4 rounded-2xl bg-surface p-3 ring-1 ring-line">
      <img
        src={cover.url}
        width={cover.width}
        height={cover.height}
        alt=""
        loading="lazy"
        className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-line"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <a
          href={localizePath(BUYING_PATHS.GOODS.item(goodsId), locale)}
          className="truncate font-medium text-ink"
        >
          {title}
        </a>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-sm">
          {badge}
          <span>
            {t(sold ? 'bids.soldAt' : 'bids.current')}{' '}
            <Price money={currentPrice} locale={locale} className="text-ink" />
          </span>
          {myMax ? (
            <span>
              {t('bids.myMax')} <Price money={myMax} locale={locale} className="text-ink" />
            </span>
          ) : null}
          <span>{open ? t('bids.endsAt', { at: ends }) : t(`selling.lot.${lotStatus}`)}</span>
        </p>
      </div>
    </li>
  );
}

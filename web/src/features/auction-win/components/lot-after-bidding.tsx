import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClassName } from '../../../components/ui/button.js';
import type { AuctionLotFieldsFragment } from '../../../graphql/generated/graphql';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { DepositStep } from './deposit-step';

type Props = { lot: AuctionLotFieldsFragment; signedIn: boolean };

/**
 * What the lot's panel shows of deposits and winning (decision 0028 §3): the deposit step while bidding is open
 * on a lot that asks one, and, once it closed for the viewer, the way to confirm and pay.
 */
export function LotAfterBidding({ lot, signedIn }: Props) {
  const { t } = useTranslation('winning');
  const { locale } = usePageContext();
  const open = lot.status === 'NOT_STARTED' || lot.status === 'BIDDING';
  if (lot.viewer?.winner) {
    return (
      <div
        data-testid="winner-notice"
        className="flex flex-col gap-3 rounded-2xl bg-success/10 p-4 ring-1 ring-success/30"
      >
        <p className="text-ink text-sm">{t('youWon')}</p>
        <a
          href={localizePath(`/goods/buy/confirmAuction?lot=${encodeURIComponent(lot.goodsId)}`, locale)}
          className={`${buttonClassName('primary', 'sm')} self-start`}
        >
          {t('confirmAndPay')}
        </a>
      </div>
    );
  }
  if (!open || !lot.deposit) return null;
  return (
    <DepositStep
      goodsId={lot.goodsId}
      amount={lot.deposit}
      state={lot.viewer?.deposit ?? 'NONE'}
      signedIn={signedIn}
    />
  );
}

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { Price } from '../../../components/ui/price.js';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { checkoutKey, forgetCheckoutKey } from '../../../lib/idempotency-key.js';
import { PayAuctionDepositMutation } from '../api/auction-win';

/** Where the viewer's deposit on a lot stands (decision 0028 §3); NONE: not paid yet. */
export type DepositState = 'NONE' | 'AWAITING_PAYMENT' | 'HELD' | 'RELEASED' | 'FORFEITED' | 'APPLIED';

type Props = {
  goodsId: string;
  amount: { amount: number; currency: string };
  state: DepositState;
  /** Null for a visitor: the step explains the deposit and the sign-in comes with bidding. */
  signedIn: boolean;
  goTo?: (url: string) => void;
};

const leave = (url: string) => window.location.assign(url);

/**
 * Above the bid form of a lot that asks a deposit: what it is for, and "Pay deposit" (to the cashier) until it
 * is held. Bids are refused until then, so the form below stays closed.
 */
export function DepositStep({ goodsId, amount, state, signedIn, goTo = leave }: Props) {
  const { t } = useTranslation(['winning', 'common']);
  const { locale } = usePageContext();
  const [pay] = useMutation(PayAuctionDepositMutation);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const intent = `deposit:${goodsId}`;

  if (state === 'HELD' || state === 'APPLIED') {
    return (
      <p
        data-testid="deposit-step"
        className="rounded-2xl bg-success/10 p-3 text-ink text-sm ring-1 ring-success/30"
      >
        {t('depositHeld')} <Price money={amount} locale={locale} className="font-medium" />
      </p>
    );
  }

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await pay({ variables: { goodsId, idempotencyKey: checkoutKey(intent) } });
      const payment = data?.payAuctionDeposit.payment;
      if (payment?.cashierUrl) {
        forgetCheckoutKey(intent);
        goTo(payment.cashierUrl);
        return;
      }
      setError(data?.payAuctionDeposit.userErrors[0]?.message ?? t('common:ui.errors.server'));
    } catch (failure) {
      setError(t(`common:ui.errors.${requestErrorKind(failure)}`));
    }
    setBusy(false);
  };

  return (
    <section
      data-testid="deposit-step"
      aria-labelledby="deposit-heading"
      className="flex flex-col gap-3 rounded-2xl bg-accent/5 p-4 ring-1 ring-accent/30"
    >
      <h3 id="deposit-heading" className="font-medium text-ink text-sm">
        {t('depositTitle')} <Price money={amount} locale={locale} />
      </h3>
      <p className="text-muted text-sm">{t('depositText')}</p>
      {signedIn ? (
        <Button size="sm" className="self-start" loading={busy} onClick={() => void start()}>
          {state === 'AWAITING_PAYMENT' ? t('depositContinue') : t('depositPay')}
        </Button>
      ) : null}
      <p role="alert" className="text-danger text-sm empty:hidden">
        {error}
      </p>
    </section>
  );
}

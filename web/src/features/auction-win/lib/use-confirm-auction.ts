import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { checkoutKey, forgetCheckoutKey } from '../../../lib/idempotency-key.js';
import { AuctionWinQuery, ConfirmAuctionMutation } from '../api/auction-win';

type Options = {
  goodsId: string;
  addressId: string | null;
  /** Where the browser goes to pay (the cashier); tests replace it. */
  goTo: (url: string) => void;
  /** Where to go when the payment came back without a cashier address (already paid). */
  paymentPage: (paymentId: string) => string;
};

/**
 * The confirm page's server work: the bill, priced again for each address, and the confirmation, sent once with
 * the tab's key for this lot. A refusal says why in the reader's language; a changed total reads the bill again.
 */
export function useConfirmAuction({ goodsId, addressId, goTo, paymentPage }: Options) {
  const { t } = useTranslation(['winning', 'common']);
  const [key] = useState(() => checkoutKey(`auction:${goodsId}`));
  const bill = useQuery(AuctionWinQuery, {
    variables: { goodsId, addressId },
    fetchPolicy: 'cache-and-network',
  });
  const [confirm] = useMutation(ConfirmAuctionMutation);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // While another address is priced, the bill stays on screen (and the picker mounted) with the last figures.
  const data = bill.data ?? bill.previousData;
  const win = data?.auctionWin ?? null;

  const submit = async () => {
    if (!win || !addressId || submitting || bill.loading) return;
    setSubmitting(true);
    setSubmitError(null);
    let leaving = false;
    try {
      const { data } = await confirm({
        variables: { goodsId, addressId, acceptedTotal: win.total.amount, idempotencyKey: key },
      });
      const payment = data?.confirmAuction.payment;
      if (payment) {
        forgetCheckoutKey(`auction:${goodsId}`);
        leaving = true;
        goTo(payment.cashierUrl ?? paymentPage(payment.id));
        return;
      }
      const [first] = data?.confirmAuction.userErrors ?? [];
      setSubmitError(first?.message ?? t('common:ui.errors.server'));
      // The total or the deadline moved under the page: show the bill as it now stands.
      if (first?.code === 'CONFLICT') await bill.refetch();
    } catch (error) {
      setSubmitError(t(`common:ui.errors.${requestErrorKind(error)}`));
    } finally {
      if (!leaving) setSubmitting(false);
    }
  };

  const loadError = bill.error && !data ? t(`common:ui.errors.${requestErrorKind(bill.error)}`) : null;
  return {
    win,
    loading: bill.loading && !data,
    /** The bill is being priced (another address): paying now would send a total about to change. */
    pricing: bill.loading,
    loadError,
    retry: () => void bill.refetch(),
    submit,
    submitting,
    submitError,
  };
}

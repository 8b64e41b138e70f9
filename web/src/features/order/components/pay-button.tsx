import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize } from '../../../components/ui/button.js';
import { useRequestErrorToast } from '../../../lib/graphql/use-request-error-toast.js';
import { useStores } from '../../../stores/use-stores.js';
import { PaymentCashierQuery } from '../api/payment-cashier.js';
import { openCashier } from '../lib/open-cashier.js';
import { refreshOrderLists } from '../lib/refresh-orders.js';

/**
 * "Pay": an order is paid through its checkout's payment, so the button asks for that payment's cashier
 * when pressed (never a cached address: the cashier ends with the pay window) and leaves for it. A payment
 * no longer pending (paid elsewhere, or expired) is said, and the page re-read.
 */
export function PayButton({ paymentId, size = 'md' }: { paymentId: string; size?: ButtonSize }) {
  const { t } = useTranslation('order');
  const { ui } = useStores();
  const client = useApolloClient();
  const toastError = useRequestErrorToast();
  const [busy, setBusy] = useState(false);

  async function pay() {
    setBusy(true);
    try {
      const { data } = await client.query({
        query: PaymentCashierQuery,
        variables: { id: paymentId },
        fetchPolicy: 'network-only',
      });
      const payment = data?.payment;
      if (payment?.status === 'PENDING' && payment.cashierUrl) {
        openCashier(payment.cashierUrl);
        return;
      }
      ui.messages.show({ type: 'info', text: t('actions.noLongerPending') });
      void refreshOrderLists(client, { withOrder: true });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size={size} loading={busy} onClick={() => void pay()}>
      {t('actions.pay')}
    </Button>
  );
}

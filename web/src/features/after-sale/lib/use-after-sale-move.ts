import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { toFormErrors, type UserErrorLike } from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { refreshAfterSales } from './refresh-after-sales.js';

type Payload = { afterSale: { id: string } | null; userErrors: readonly UserErrorLike[] } | null | undefined;

/**
 * One confirmed step of a request (withdraw, approve, reject, receive), as orders' `useOrderMove`: the
 * dialog's state, the call, and what the viewer is told. A refusal stays in the dialog in the server's words;
 * a CONFLICT (the request moved on meanwhile) also re-reads the page.
 */
export function useAfterSaleMove(successText: string) {
  const { t } = useTranslation('common');
  const { ui } = useStores();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<Payload>) {
    setError(null);
    try {
      const payload = await call();
      if (!payload?.afterSale || payload.userErrors.length > 0) {
        setError(toFormErrors(payload?.userErrors, []).form ?? t('ui.errors.server'));
        if (payload?.userErrors.some((e) => e.code === 'CONFLICT')) {
          void refreshAfterSales(client, { withDetail: true });
        }
        return;
      }
      setOpen(false);
      ui.messages.show({ type: 'success', text: successText });
      void refreshAfterSales(client);
    } catch (failure) {
      setError(t(`ui.errors.${requestErrorKind(failure)}`));
    }
  }

  return {
    open,
    error,
    run,
    ask: () => setOpen(true),
    cancel: () => {
      setError(null);
      setOpen(false);
    },
    fail: setError,
  };
}

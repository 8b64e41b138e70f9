import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorKind } from '../../../lib/graphql/request-error.js';
import { toFormErrors, type UserErrorLike } from '../../../lib/graphql/user-errors.js';
import { useStores } from '../../../stores/use-stores.js';
import { refreshOrderLists } from './refresh-orders.js';

type Payload = { order: { id: string } | null; userErrors: readonly UserErrorLike[] } | null | undefined;

/**
 * One confirmed move of an order (cancel, confirm receipt): the dialog's state, the call, and what the
 * viewer is told. A refusal stays in the dialog in the server's words; a CONFLICT (the order moved on
 * meanwhile) also re-reads what the page shows.
 */
export function useOrderMove(successText: string) {
  const { t } = useTranslation('common');
  const { ui } = useStores();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<Payload>) {
    setError(null);
    try {
      const payload = await call();
      if (!payload?.order || payload.userErrors.length > 0) {
        setError(toFormErrors(payload?.userErrors, []).form ?? t('ui.errors.server'));
        if (payload?.userErrors.some((e) => e.code === 'CONFLICT')) {
          void refreshOrderLists(client, { withOrder: true });
        }
        return;
      }
      setOpen(false);
      ui.messages.show({ type: 'success', text: successText });
      void refreshOrderLists(client);
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
  };
}

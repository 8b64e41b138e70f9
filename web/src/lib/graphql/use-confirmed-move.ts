// One confirmed move of something with a status (cancel or confirm an order; withdraw, approve, reject or
// receive an after-sales request): the dialog's state, the call, and what the viewer is told. A refusal stays in
// the dialog in the server's words; a CONFLICT (it moved on meanwhile) also re-reads what the page shows.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/use-stores.js';
import { requestErrorKind } from './request-error.js';
import { toFormErrors, type UserErrorLike } from './user-errors.js';

type Payload = { userErrors: readonly UserErrorLike[] } | null | undefined;

export type MoveOptions<P extends Payload> = {
  successText: string;
  /** Whether the payload carries the moved thing (it does not when the move was refused). */
  moved: (payload: P) => boolean;
  /** Re-reads the lists (and, after a CONFLICT, the detail) the move changed. */
  refresh: (client: ApolloClient, afterConflict: boolean) => unknown;
};

export function useConfirmedMove<P extends Payload>({ successText, moved, refresh }: MoveOptions<P>) {
  const { t } = useTranslation('common');
  const { ui } = useStores();
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(call: () => Promise<P>) {
    setError(null);
    try {
      const payload = await call();
      if (!moved(payload) || (payload?.userErrors.length ?? 0) > 0) {
        setError(toFormErrors(payload?.userErrors, []).form ?? t('ui.errors.server'));
        if (payload?.userErrors.some((e) => e.code === 'CONFLICT')) void refresh(client, true);
        return;
      }
      setOpen(false);
      ui.messages.show({ type: 'success', text: successText });
      void refresh(client, false);
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

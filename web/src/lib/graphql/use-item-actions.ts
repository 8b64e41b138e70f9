// The "make default" and "remove (after confirming)" actions of a list item (bank cards, addresses, and the
// lists to come): run the mutation, then say how it went — a success message, the server's userErrors, or
// the request's failure — in the viewer's language. The item keeps its own mutations and texts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/use-stores.js';
import { requestErrorKind } from './request-error.js';
import { toFormErrors } from './user-errors.js';

type UserErrorLike = { field?: string | null; code: string; message: string };
/** A mutation's payload (`{ ok, userErrors }`), or nothing when the answer had none. */
export type ItemOutcome = { ok: boolean; userErrors: readonly UserErrorLike[] } | null | undefined;

export function useItemActions(texts: { defaultSet: string; removed: string }) {
  const { t } = useTranslation('common');
  const { ui } = useStores();
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const failure = (outcome: ItemOutcome) => toFormErrors(outcome?.userErrors).form ?? t('ui.errors.server');
  const requestFailure = (error: unknown) => t(`ui.errors.${requestErrorKind(error)}`);

  async function makeDefault(run: () => Promise<ItemOutcome>) {
    try {
      const outcome = await run();
      if (outcome?.ok) ui.messages.show({ type: 'success', text: texts.defaultSet });
      else ui.messages.show({ type: 'error', text: failure(outcome) });
    } catch (error) {
      ui.messages.show({ type: 'error', text: requestFailure(error) });
    }
  }

  async function confirmRemove(run: () => Promise<ItemOutcome>) {
    setRemoveError(null);
    try {
      const outcome = await run();
      if (!outcome?.ok) return setRemoveError(failure(outcome));
      setConfirming(false);
      ui.messages.show({ type: 'success', text: texts.removed });
    } catch (error) {
      setRemoveError(requestFailure(error));
    }
  }

  return {
    makeDefault,
    confirmRemove,
    /** The confirm dialog's state: open, its error, and what its buttons do. */
    removal: {
      open: confirming,
      error: removeError,
      ask: () => setConfirming(true),
      cancel: () => {
        setRemoveError(null);
        setConfirming(false);
      },
    },
  };
}

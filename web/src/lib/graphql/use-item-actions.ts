// The "make default" and "remove (after confirming)" actions of a list item (bank cards, addresses, and the
// lists to come): run the mutation, then say how it went — a success message, the server's userErrors, or
// the request's failure — in the viewer's language. The item keeps its own mutations and texts.
import { useState } from 'react';
import { useMutationSubmit } from '../forms/use-mutation-submit.js';

type UserErrorLike = { field?: string | null; code: string; message: string };
/** A mutation's payload (`{ ok, userErrors }`), or nothing when the answer had none. */
export type ItemOutcome = { ok: boolean; userErrors: readonly UserErrorLike[] } | null | undefined;

export function useItemActions(texts: { defaultSet: string; removed: string }) {
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // Making an item the default says how it went in a toast; removing one, inside its confirm dialog.
  const defaulting = useMutationSubmit({
    mutate: (run: () => Promise<ItemOutcome>) => run(),
    result: (outcome) => outcome?.ok,
    successText: texts.defaultSet,
  });
  const removing = useMutationSubmit({
    mutate: (run: () => Promise<ItemOutcome>) => run(),
    showError: setRemoveError,
    result: (outcome) => outcome?.ok,
    successText: texts.removed,
    onDone: () => setConfirming(false),
  });

  async function makeDefault(run: () => Promise<ItemOutcome>) {
    await defaulting.submit(run);
  }

  async function confirmRemove(run: () => Promise<ItemOutcome>) {
    setRemoveError(null);
    await removing.submit(run);
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

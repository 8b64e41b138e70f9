// One confirmed move of something with a status (cancel or confirm an order; withdraw, approve, reject or
// receive an after-sales request): the dialog's state, the call, and what the viewer is told. A refusal stays in
// the dialog in the server's words; a CONFLICT (it moved on meanwhile) also re-reads what the page shows.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useMutationSubmit } from '../forms/use-mutation-submit.js';
import type { UserErrorLike } from './user-errors.js';

type Payload = { userErrors: readonly UserErrorLike[] } | null | undefined;

export type MoveOptions<P extends Payload> = {
  successText: string;
  /** Whether the payload carries the moved thing (it does not when the move was refused). */
  moved: (payload: P) => boolean;
  /** Re-reads the lists (and, after a CONFLICT, the detail) the move changed. */
  refresh: (client: ApolloClient, afterConflict: boolean) => unknown;
};

export function useConfirmedMove<P extends Payload>({ successText, moved, refresh }: MoveOptions<P>) {
  const client = useApolloClient();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const move = useMutationSubmit({
    mutate: (call: () => Promise<P>) => call(),
    showError: setError,
    result: moved,
    successText,
    onRefused: (payload) => {
      if (payload?.userErrors.some((e) => e.code === 'CONFLICT')) void refresh(client, true);
    },
    onDone: () => {
      setOpen(false);
      void refresh(client, false);
    },
  });

  async function run(call: () => Promise<P>) {
    setError(null);
    await move.submit(call);
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

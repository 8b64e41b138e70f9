// The one way a form, dialog or row button sends a mutation and says how it went (conventions rule 17):
// payload userErrors onto the form's fields (the rest as the form's message), a success toast, then the
// caller's next step; a request that failed as a whole in the viewer's language; `pending` for the button.
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/use-stores.js';
import { requestErrorKind } from '../graphql/request-error.js';
import { type ServerError, splitServerErrors } from './server-errors.js';
import { useServerErrors } from './use-server-errors.js';

/** A mutation payload (`{ …, userErrors }`), or nothing when the answer had none. */
export type MutationOutcome = { readonly userErrors: readonly ServerError[] } | null | undefined;

export type MutationSubmitOptions<I, P extends MutationOutcome, R, T extends FieldValues> = {
  /** Sends the mutation with what was submitted; answers its payload. */
  mutate: (input: I) => Promise<P>;
  /** The react-hook-form the errors go on, and the fields it shows (errors on others become its message). */
  form?: { setError: UseFormSetError<T>; fields: readonly string[] };
  /**
   * Without a form: where a message goes (a confirm dialog's error line). Without either, an error toast.
   */
  showError?: (message: string) => void;
  /** What a success produced (the saved address, `ok`…); nothing (or false) means it was refused. */
  result: (payload: P) => R | null | undefined | false;
  /** The message of a refusal that gave no reason; `common:ui.errors.server` unless given. */
  refusedText?: string;
  /** The toast after a success (none when absent). */
  successText?: string | ((result: R) => string);
  /** After a refusal has been shown (re-read on CONFLICT, go to the failing step…). */
  onRefused?: (payload: P) => void;
  /** After a request failure has been shown. */
  onRequestError?: (error: unknown) => void;
  /** After the success toast: close, navigate, re-read… */
  onDone?: (result: NonNullable<R>) => unknown;
};

/**
 * `submit(input)` runs `mutate` and reports the outcome; it resolves to the result on success, else
 * undefined (react-hook-form's `handleSubmit(submit)` hands it the checked values). `pending` is true while the mutation (and any refetch it awaits)
 * runs, so the submit button shows it.
 */
export function useMutationSubmit<I, P extends MutationOutcome, R, T extends FieldValues = FieldValues>(
  options: MutationSubmitOptions<I, P, R, T>,
) {
  const { t } = useTranslation('common');
  const { ui } = useStores();
  const [pending, setPending] = useState(false);
  const { form } = options;
  const server = useServerErrors<T>(form?.setError ?? noSetError, form?.fields ?? []);

  function showMessage(text: string) {
    if (options.showError) options.showError(text);
    else ui.messages.show({ type: 'error', text });
  }

  function refused(payload: P) {
    const fallback = options.refusedText ?? t('ui.errors.server');
    if (form) {
      server.showUserErrors(payload?.userErrors, fallback);
    } else {
      const split = splitServerErrors(payload?.userErrors ?? [], [], server.wording);
      showMessage(split.form.length > 0 ? split.form.join(' ') : fallback);
    }
    options.onRefused?.(payload);
  }

  function requestFailed(error: unknown) {
    if (form) server.showRequestError(error);
    else showMessage(t(`ui.errors.${requestErrorKind(error)}`));
    options.onRequestError?.(error);
  }

  async function submit(input: I): Promise<NonNullable<R> | undefined> {
    let payload: P;
    setPending(true);
    try {
      payload = await options.mutate(input);
    } catch (error) {
      setPending(false);
      requestFailed(error);
      return undefined;
    }
    setPending(false);
    const result = options.result(payload);
    if (!result || (payload?.userErrors.length ?? 0) > 0) {
      refused(payload);
      return undefined;
    }
    const done = result as NonNullable<R>;
    const { successText } = options;
    if (successText) {
      const text = typeof successText === 'function' ? successText(done) : successText;
      ui.messages.show({ type: 'success', text });
    }
    try {
      await options.onDone?.(done);
    } catch (error) {
      // What follows a success (re-reading the store, navigating) failing is shown like a failed request.
      requestFailed(error);
    }
    return done;
  }

  return { submit, pending };
}

function noSetError() {}

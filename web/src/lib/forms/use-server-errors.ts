import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { formatRetryAfter } from '../format.js';
import { requestErrorKind } from '../graphql/request-error.js';
import { badUserInputErrors, type ServerError, splitServerErrors } from './server-errors.js';

/** Where a form's own message (not tied to a field) lives: `formState.errors.root.server`. */
export const FORM_ERROR = 'root.server';

/**
 * The one place a form learns what the server said: payload `userErrors` and BAD_USER_INPUT errors go onto
 * the form's fields with `setError` (they clear when the field is edited, like the form's own checks);
 * anything else becomes the form's message. A rate limit says when to retry in words.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const { t } = useTranslation(['forms', 'common']);
  const { locale } = usePageContext();

  function wording(error: ServerError): string {
    if (error.code === 'RATE_LIMITED' && error.retryAfter) {
      return t('forms:retryAfter', { when: formatRetryAfter(error.retryAfter, locale) });
    }
    return error.message;
  }

  /** Puts userErrors on the form; false when there were none. `fallback` covers a failure without a reason. */
  function showUserErrors(errors: readonly ServerError[] | null | undefined, fallback?: string): boolean {
    const split = splitServerErrors(errors ?? [], fields, wording);
    for (const [field, message] of split.fields) {
      setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: true });
    }
    const form =
      split.form.length > 0 ? split.form.join(' ') : split.fields.length === 0 ? fallback : undefined;
    if (form) setError(FORM_ERROR as FieldPath<T>, { type: 'server', message: form });
    return split.fields.length > 0 || Boolean(form);
  }

  /** A request that failed as a whole: BAD_USER_INPUT onto fields, else the translated kind of failure. */
  function showRequestError(error: unknown): void {
    const input = badUserInputErrors(error);
    if (input.length > 0 && showUserErrors(input)) return;
    setError(FORM_ERROR as FieldPath<T>, {
      type: 'server',
      message: t(`common:ui.errors.${requestErrorKind(error)}`),
    });
  }

  return { showUserErrors, showRequestError, wording };
}

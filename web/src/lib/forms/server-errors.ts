import { CombinedGraphQLErrors } from '@apollo/client';
import { type UserErrorLike, userErrorField } from '../graphql/user-errors.js';

/** A userError as mutation payloads return it; `retryAfter` (seconds) comes with RATE_LIMITED. */
export type ServerError = UserErrorLike & { retryAfter?: number | null };

/**
 * The BAD_USER_INPUT errors of a failed request (a variable the schema itself refused, or nextland's field
 * list passed through) as userErrors, so they land on the same fields; empty for any other failure.
 */
export function badUserInputErrors(error: unknown): ServerError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((item) => {
    if (item.extensions?.code !== 'BAD_USER_INPUT') return [];
    const fields = item.extensions.fields;
    if (!Array.isArray(fields) || fields.length === 0)
      return [{ field: null, code: 'INVALID', message: item.message }];
    return (fields as { field?: string; message?: string }[]).map((f) => ({
      // nextland names body fields in snake_case; the inputs (and so the forms) in camelCase.
      field: f.field?.replace(/_([a-z])/g, (_m, letter: string) => letter.toUpperCase()) ?? null,
      code: 'INVALID',
      message: f.message ?? item.message,
    }));
  });
}

export type SplitServerErrors = {
  fields: [field: string, message: string][];
  form: string[];
};

/**
 * Errors on fields the form shows go under those fields (first per field wins); the rest, and errors on
 * fields it does not show, become the form's message, so none is dropped silently. `message` lets the
 * caller reword an error (RATE_LIMITED with its wait in words).
 */
export function splitServerErrors(
  errors: readonly ServerError[],
  knownFields: readonly string[],
  message: (error: ServerError) => string = (error) => error.message,
): SplitServerErrors {
  const split: SplitServerErrors = { fields: [], form: [] };
  for (const error of errors) {
    const field = userErrorField(error.field);
    const text = message(error);
    if (field && knownFields.includes(field)) {
      if (!split.fields.some(([name]) => name === field)) split.fields.push([field, text]);
    } else if (!split.form.includes(text)) {
      split.form.push(text);
    }
  }
  return split;
}

/** The `UserError` shape every mutation payload returns (schema/base.graphql). */
export type UserErrorLike = { field?: string | null; code: string; message: string };

export type FormErrors = {
  /** Message per input field (first one wins), keyed by the field's own name (`cardNumber`). */
  fields: Record<string, string>;
  /** Messages not tied to a field the form shows (e.g. FORBIDDEN), joined; null when there are none. */
  form: string | null;
};

/**
 * `input.portfolio[2]`, `portfolio.2` and `portfolio` all name the `portfolio` field: a form shows one message
 * under the control, not one per item.
 */
export function userErrorField(field: string | null | undefined): string | null {
  if (!field) return null;
  const path = field.replace(/^input\./, '');
  return path.split(/[.[]/)[0] || null;
}

/**
 * Splits a payload's `userErrors` into per-field and form-level messages. With `knownFields`, errors on any
 * other field become form-level too, so no message is ever dropped silently.
 */
export function toFormErrors(
  userErrors: readonly UserErrorLike[] | null | undefined,
  knownFields?: readonly string[],
): FormErrors {
  const fields: Record<string, string> = {};
  const form: string[] = [];
  for (const error of userErrors ?? []) {
    const field = userErrorField(error.field);
    if (field && (!knownFields || knownFields.includes(field))) {
      fields[field] ??= error.message;
    } else if (!form.includes(error.message)) {
      form.push(error.message);
    }
  }
  return { fields, form: form.length > 0 ? form.join(' ') : null };
}

export function hasFormErrors(errors: FormErrors): boolean {
  return errors.form !== null || Object.keys(errors.fields).length > 0;
}

/** `errors`, or `fallback` as the form's message when a payload failed without saying why. */
export function orFormMessage(errors: FormErrors, fallback: string): FormErrors {
  return hasFormErrors(errors) ? errors : { fields: {}, form: fallback };
}

import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClassName, describedBy, FieldShell, useFieldIds } from './field-shell.js';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  /** React 19 passes `ref` as a prop; it reaches the `<input>` (e.g. to restore the caret after formatting). */
  ref?: Ref<HTMLInputElement>;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the input, announced, and sets `aria-invalid`. */
  error?: string | null | undefined;
  /** Classes of the wrapper (the input keeps the shared look). */
  className?: string;
};

/** A labelled input; every other prop goes to the `<input>`. */
export function TextField({
  label,
  hint,
  error,
  className,
  id,
  required,
  'aria-describedby': extraDescribedBy,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        id={ids.controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, extraDescribedBy)}
        className={`h-11 ${controlClassName(Boolean(error))}`}
        {...input}
      />
    </FieldShell>
  );
}

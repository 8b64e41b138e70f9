import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { controlClassName, describedBy, FieldShell, useFieldIds } from './field-shell.js';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the text area, announced, and sets `aria-invalid`. */
  error?: string | null | undefined;
  /** Classes of the wrapper (the text area keeps the shared look). */
  className?: string;
};

/** A labelled multi-line input; every other prop goes to the `<textarea>`. */
export function TextArea({
  label,
  hint,
  error,
  className,
  id,
  required,
  'aria-describedby': extraDescribedBy,
  rows = 4,
  ...input
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <FieldShell ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, extraDescribedBy)}
        className={`py-2.5 leading-6 ${controlClassName(Boolean(error))}`}
        {...input}
      />
    </FieldShell>
  );
}

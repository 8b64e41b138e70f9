import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useFieldIds } from './field-shell.js';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  /** The sentence beside the box; may hold links. */
  label: ReactNode;
  /** Shown below, announced, and sets `aria-invalid`. */
  error?: string | null | undefined;
};

/** A checkbox with its sentence and error; every other prop goes to the `<input>` (RHF's `register`). */
export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={className ? `flex flex-col gap-1.5 ${className}` : 'flex flex-col gap-1.5'}>
      <div className="flex items-start gap-3 text-ink text-sm">
        <input
          id={ids.controlId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-[var(--color-accent)]"
          {...input}
        />
        <label htmlFor={ids.controlId}>{label}</label>
      </div>
      {error ? (
        <p id={ids.errorId} role="alert" className="text-danger text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

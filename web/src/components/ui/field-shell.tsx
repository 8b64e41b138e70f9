import { type ReactNode, useId } from 'react';

/** Ids that tie a control to its label, hint and error text. */
export type FieldIds = { controlId: string; hintId: string; errorId: string };

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** `aria-describedby` for a control: the error first (read before the hint), then the hint. */
export function describedBy(
  ids: FieldIds,
  hint: ReactNode,
  error: string | null | undefined,
  extra?: string,
) {
  const parts = [error ? ids.errorId : null, hint ? ids.hintId : null, extra ?? null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Shared look of text inputs and text areas; the ring turns red when the value is invalid. */
export function controlClassName(invalid: boolean): string {
  const ring = invalid ? 'ring-danger/70 focus:ring-danger' : 'ring-line focus:ring-ink/40';
  return `w-full rounded-xl bg-surface px-4 text-ink text-sm ring-1 transition placeholder:text-subtle focus:outline-none disabled:opacity-50 ${ring}`;
}

export type FieldShellProps = {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** Label above, control, then the error (role=alert so it is announced) or the hint below. */
export function FieldShell({ ids, label, hint, error, required, className, children }: FieldShellProps) {
  return (
    <div className={className ? `flex flex-col gap-1.5 ${className}` : 'flex flex-col gap-1.5'}>
      <label htmlFor={ids.controlId} className="font-medium text-ink text-sm">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        ) : null}
      </label>
      {children}
      {error ? (
        <p id={ids.errorId} role="alert" className="text-danger text-xs">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={ids.hintId} className="text-subtle text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: string;
  text?: ReactNode;
  /** A button or link, e.g. "Add your first card". */
  action?: ReactNode;
  /** `alert` for error panels so screen readers announce them. */
  role?: 'status' | 'alert';
  className?: string;
};

/** The centred panel for "nothing here yet", "not allowed" and load errors. */
export function EmptyState({ title, text, action, role = 'status', className }: EmptyStateProps) {
  return (
    <div
      role={role}
      className={`mx-auto flex w-full max-w-md flex-col items-center rounded-3xl bg-surface px-8 py-12 text-center ring-1 ring-line ${className ?? ''}`}
    >
      <div
        aria-hidden="true"
        className="mb-5 grid size-12 place-items-center rounded-full ring-1 ring-accent/40"
      >
        <span className="size-2 rounded-full bg-accent" />
      </div>
      <h2 className="font-semibold text-ink text-lg">{title}</h2>
      {text ? <div className="mt-2 text-muted text-sm leading-6">{text}</div> : null}
      {action ? <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

import type { ReactNode } from 'react';

export type CatalogueMessageProps = {
  title: string;
  text: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
  /** A decorative disc above the title (the goods list has one). */
  badge?: boolean;
};

/** The centred panel of a catalogue list's empty and error state. */
export function CatalogueMessage({
  title,
  text,
  action,
  role = 'status',
  badge = false,
}: CatalogueMessageProps) {
  return (
    <div
      role={role}
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-surface px-8 py-14 text-center ring-1 ring-line"
    >
      {badge ? (
        <div
          aria-hidden="true"
          className="mb-5 h-12 w-12 rounded-full bg-gradient-to-br from-surface-2 to-primary ring-1 ring-line"
        />
      ) : null}
      <h2 className="font-semibold text-ink text-lg">{title}</h2>
      <p className="mt-2 text-muted text-sm leading-6">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

export const catalogueButtonClass =
  'inline-flex h-10 items-center rounded-full bg-ink px-5 font-medium text-black text-sm transition hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2';

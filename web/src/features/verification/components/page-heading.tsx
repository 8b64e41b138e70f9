import type { ReactNode } from 'react';

/** Title and one-line purpose at the top of each verification screen. */
export function PageHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="font-semibold text-2xl text-ink">{title}</h1>
        {lead ? <p className="mt-2 max-w-2xl text-muted">{lead}</p> : null}
      </div>
      {children}
    </header>
  );
}

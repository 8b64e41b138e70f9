import type { ReactNode } from 'react';

/** Title, one-line purpose and the page's main action. */
export function WalletHeading({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="font-semibold text-2xl text-ink">{title}</h1>
        <p className="mt-2 max-w-2xl text-muted">{lead}</p>
      </div>
      {children}
    </header>
  );
}

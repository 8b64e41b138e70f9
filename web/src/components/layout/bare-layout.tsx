import type { ReactNode } from 'react';

/** No header or footer: for full-screen flows (checkout, cashier) that set `layout: 'bare'`. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen flex-col">
      {children}
    </main>
  );
}

import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { Price } from '../ui/price.js';

type Money = { amount: number; currency: string };

/** One line of the bill: what it is and its amount; `deducted` lines are taken off (a deposit paid). */
export type SummaryLine = { label: string; money: Money; deducted?: boolean };

type Props = {
  /** The heading's id: the summary is labelled by it. */
  id: string;
  title: string;
  /** The bill's lines and its total; null while the price is not known yet (a dash stands in). */
  bill: { lines: readonly SummaryLine[]; total: Money } | null;
  /** The test ids of the bill and of the error line, which the e2e specs read. */
  testIds: { total: string; error: string };
  /** Why paying failed, in the viewer's words; the line is empty (hidden) otherwise. */
  error: string | null;
  /** The pay button and its notes, in the order the page wants them. */
  children?: ReactNode;
};

/**
 * The buyer's summary beside a confirm page (checkout of goods or works, a won lot): the lines of the bill, the
 * total, what to press to pay, and why paying failed. The total is announced as it changes (a new address, a
 * re-priced preview).
 */
export function OrderSummary({ id, title, bill, testIds, error, children }: Props) {
  const { locale } = usePageContext();
  return (
    <aside
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-3xl bg-surface p-5 ring-1 ring-line lg:sticky lg:top-24"
    >
      <h2 id={id} className="font-semibold text-ink">
        {title}
      </h2>
      <output aria-live="polite" data-testid={testIds.total} className="flex flex-col gap-1 text-sm">
        {bill ? (
          <>
            {bill.lines.map((line) => (
              <span key={line.label} className="flex justify-between text-muted">
                {line.label}{' '}
                {line.deducted ? (
                  <span>
                    − <Price money={line.money} locale={locale} />
                  </span>
                ) : (
                  <Price money={line.money} locale={locale} />
                )}
              </span>
            ))}
            <Price money={bill.total} locale={locale} className="mt-2 font-semibold text-3xl text-ink" />
          </>
        ) : (
          <span className="text-muted">—</span>
        )}
      </output>
      {children}
      <p role="alert" data-testid={testIds.error} className="text-danger text-sm empty:hidden">
        {error}
      </p>
    </aside>
  );
}

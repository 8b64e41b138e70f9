import { formatMoney } from '../../lib/format.js';
import type { Locale } from '../../lib/i18n/locales.js';

type PriceProps = {
  money: { amount: number; currency: string };
  locale: Locale;
  /** Size and weight; the figures are always tabular so prices line up in lists. */
  className?: string;
};

/** A price on screen: cards, details panels and lists all render it here, so it reads the same everywhere. */
export function Price({ money, locale, className = '' }: PriceProps) {
  return (
    <span data-testid="price" className={`tabular-nums tracking-tight ${className}`}>
      {formatMoney(money.amount, locale, { currency: money.currency })}
    </span>
  );
}

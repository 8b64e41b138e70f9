import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { OrderCardFieldsFragment } from '../../../graphql/generated/graphql';
import { formatMoney } from '../../../lib/format.js';

type Line = OrderCardFieldsFragment['lines'][number];

/** One item of an order: cover, title, quantity × unit price, and (on the detail pages) what it costs in all. */
export function OrderLineRow({ line, amount }: { line: Line; amount?: string }) {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  return (
    <li className="flex items-center gap-4">
      {/* Decorative: the title beside it names the item, so a screen reader does not hear it twice. */}
      <img
        src={line.cover.url}
        alt=""
        width={line.cover.width}
        height={line.cover.height}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-xl bg-surface-2 object-cover ring-1 ring-line"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-ink text-sm">{line.title}</p>
        {/* The amount shares the quantity's row, so the title keeps the card's whole width on a phone. */}
        <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 text-xs tabular-nums">
          <span className="text-muted">
            {line.kind === 'OPUS'
              ? `${t('digital.edition')} · ${formatMoney(line.unitPrice.amount, locale, { currency: line.unitPrice.currency })}`
              : t('card.quantity', {
                  count: line.quantity,
                  price: formatMoney(line.unitPrice.amount, locale, { currency: line.unitPrice.currency }),
                })}
          </span>
          {amount ? <span className="text-ink text-sm">{amount}</span> : null}
        </p>
      </div>
    </li>
  );
}

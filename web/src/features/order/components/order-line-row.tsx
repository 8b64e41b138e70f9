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
      <img
        src={line.cover.url}
        alt={line.cover.alt || line.title}
        width={line.cover.width}
        height={line.cover.height}
        loading="lazy"
        decoding="async"
        className="size-16 shrink-0 rounded-xl bg-surface-2 object-cover ring-1 ring-line"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-ink text-sm">{line.title}</p>
        <p className="mt-1 text-muted text-xs tabular-nums">
          {t('card.quantity', {
            count: line.quantity,
            price: formatMoney(line.unitPrice.amount, locale, { currency: line.unitPrice.currency }),
          })}
        </p>
      </div>
      {amount ? <p className="shrink-0 text-right text-ink text-sm tabular-nums">{amount}</p> : null}
    </li>
  );
}

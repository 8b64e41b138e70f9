import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Price } from '../../../components/ui/price.js';
import type { CartGroup, CartLineData } from '../lib/cart-state';
import { selectable, selectionOf } from '../lib/cart-state';
import { CartLineItem } from './cart-line-item';
import { TriStateCheckbox } from './tri-state-checkbox';

type Props = {
  group: CartGroup;
  lineErrors: Record<string, string>;
  onSelect: (lineIds: string[], selected: boolean) => void;
  onQuantity: (line: CartLineData, quantity: number) => Promise<boolean>;
  onRemove: (line: CartLineData) => void;
};

/** One seller's lines (checkout makes one order per seller) with "select all of this seller" and the subtotal. */
export function CartSellerGroup({ group, lineErrors, onSelect, onQuantity, onRemove }: Props) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const headingId = useId();
  const candidates = selectable(group.lines);
  return (
    <section
      aria-labelledby={headingId}
      data-testid="cart-seller"
      className="rounded-3xl bg-surface p-2 ring-1 ring-line sm:p-3"
    >
      <header className="flex flex-wrap items-center justify-between gap-3 border-line border-b px-2 pt-2 pb-3 sm:px-3">
        <h2 id={headingId} className="font-semibold text-ink">
          {group.sellerNickname}
        </h2>
        <TriStateCheckbox
          selection={selectionOf(group.lines)}
          disabled={candidates.length === 0}
          label={t('group.select', { seller: group.sellerNickname })}
          onChange={(selected) =>
            onSelect(
              candidates.map((line) => line.id),
              selected,
            )
          }
        />
      </header>
      <ul className="flex flex-col gap-1 py-2">
        {group.lines.map((line) => (
          <CartLineItem
            key={line.id}
            line={line}
            error={lineErrors[line.id]}
            onSelect={(selected) => onSelect([line.id], selected)}
            onQuantity={(quantity) => onQuantity(line, quantity)}
            onRemove={() => onRemove(line)}
          />
        ))}
      </ul>
      <p className="flex items-center justify-end gap-2 border-line border-t px-3 pt-3 pb-2 text-sm">
        <span className="text-muted">{t('group.subtotal')}</span>
        <Price money={group.subtotal} locale={locale} className="font-semibold text-ink" />
      </p>
    </section>
  );
}

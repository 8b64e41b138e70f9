import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { htmlLang, usePageLanguage } from '../../../components/content-language/content-language.js';
import { OriginalLanguageLabel } from '../../../components/content-language/language-note.js';
import { Price } from '../../../components/ui/price.js';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.js';
import { formatMoney } from '../../../lib/format.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';
import { type CartLineData, hasAnyChange, isChosen } from '../lib/cart-state';

type Props = {
  line: CartLineData;
  error: string | undefined;
  onSelect: (selected: boolean) => void;
  onQuantity: (quantity: number) => Promise<boolean>;
  onRemove: () => void;
};

/**
 * One cart line: its checkbox (only available lines can be chosen), cover and title, the unit price with
 * what changed since it was added, the quantity (1 … stock), the line total and "Remove". A refused change is
 * said under the line and announced.
 */
export function CartLineItem({ line, error, onSelect, onQuantity, onRemove }: Props) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const pageLanguage = usePageLanguage();
  const ids = useId();
  const [pending, setPending] = useState<number | null>(null);
  const changed = hasAnyChange(line);
  const notes = changeNotes(line, t, locale);
  // A title in another language than the page's (the seller gave no translation into it) says so, as on cards.
  const inOriginal = !line.translated && line.lang !== pageLanguage;

  const changeQuantity = (quantity: number) => {
    setPending(quantity);
    void onQuantity(quantity).then(() => setPending(null));
  };

  return (
    <li
      data-testid="cart-line"
      data-item-id={line.itemId}
      className={`grid grid-cols-[auto_4.5rem_1fr] gap-x-3 gap-y-3 rounded-2xl p-3 sm:grid-cols-[auto_5rem_1fr_auto] sm:gap-x-4 sm:p-4 ${
        changed ? 'bg-warning/5 ring-1 ring-warning/40' : ''
      } ${line.available ? '' : 'opacity-80'}`}
    >
      <input
        type="checkbox"
        className="mt-7 size-4 accent-[var(--color-accent)] disabled:cursor-not-allowed"
        checked={isChosen(line)}
        disabled={!line.available}
        aria-label={t('line.select', { title: line.title })}
        aria-describedby={notes.length > 0 ? `${ids}-notes` : undefined}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <img
        src={line.cover.url}
        alt=""
        width={line.cover.width}
        height={line.cover.height}
        loading="lazy"
        className="aspect-square w-full rounded-xl bg-surface-2 object-cover"
      />
      <div className="min-w-0">
        <a
          href={localizePath(BUYING_PATHS[line.kind].item(line.itemId), locale)}
          lang={inOriginal ? htmlLang(line.lang) : undefined}
          className="line-clamp-2 break-words font-medium text-ink hover:underline"
        >
          {line.title}
        </a>
        {inOriginal ? <OriginalLanguageLabel lang={line.lang} /> : null}
        <p className="mt-1 text-muted text-sm">
          <Price money={line.price} locale={locale} />
        </p>
        {notes.length > 0 ? (
          <ul id={`${ids}-notes`} className="mt-2 flex flex-col gap-1 text-sm" data-testid="line-changes">
            {notes.map((note) => (
              <li key={note.key} className={note.blocking ? 'text-danger' : 'text-warning'}>
                {note.text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="col-span-3 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:flex-col sm:items-end">
        {line.kind === 'OPUS' ? (
          // One edition per purchase (decision 0023): nothing to step.
          <span className="text-muted text-sm">{t('works.oneEdition')}</span>
        ) : line.available || line.stockChanged ? (
          <QuantityStepper
            size="sm"
            value={pending ?? line.quantity}
            max={Math.max(line.stock, 1)}
            onChange={changeQuantity}
            disabled={line.stock <= 0 || line.statusChanged}
            label={t('line.quantity', { title: line.title })}
            describedBy={error ? `${ids}-error` : undefined}
          />
        ) : (
          <span className="text-muted text-sm">{t('line.quantityFixed', { count: line.quantity })}</span>
        )}
        <div className="flex items-center gap-3">
          <span className="font-semibold text-ink tabular-nums" data-testid="line-total">
            <span className="sr-only">{t('line.total')} </span>
            <Price money={line.lineTotal} locale={locale} />
          </span>
          <button
            type="button"
            onClick={onRemove}
            className="rounded-full px-2 py-1 text-muted text-sm transition hover:bg-white/10 hover:text-ink"
            aria-label={t('line.remove', { title: line.title })}
          >
            {t('line.removeShort')}
          </button>
        </div>
      </div>
      {error ? (
        <p id={`${ids}-error`} role="alert" className="col-span-3 text-danger text-sm sm:col-span-4">
          {error}
        </p>
      ) : null}
    </li>
  );
}

type Note = { key: string; text: string; blocking: boolean };

/** What changed since the line was added, in words: old → new price, stock left, off sale. */
function changeNotes(
  line: CartLineData,
  t: TFunction<'cart'>,
  locale: Parameters<typeof formatMoney>[1],
): Note[] {
  const notes: Note[] = [];
  if (line.priceChanged) {
    const from = formatMoney(line.priceSeen.amount, locale, { currency: line.priceSeen.currency });
    const to = formatMoney(line.price.amount, locale, { currency: line.price.currency });
    notes.push({ key: 'price', text: t('changes.price', { from, to }), blocking: false });
  }
  if (line.statusChanged) {
    notes.push({
      key: 'status',
      text: line.stock <= 0 ? t('changes.soldOut') : t('changes.offSale'),
      blocking: true,
    });
  } else if (line.stockChanged) {
    notes.push({ key: 'stock', text: t('changes.stock', { count: line.stock }), blocking: false });
  }
  return notes;
}

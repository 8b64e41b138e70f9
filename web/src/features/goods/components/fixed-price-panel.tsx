import { Price } from '../../../components/ui/price.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import type { Locale } from '../../../lib/i18n/locales.js';

export type FixedPricePanelProps = {
  price: { amount: number; currency: string };
  stock: number;
  locale: Locale;
};

/** Price and stock of fixed-price goods. */
export function FixedPricePanel({ price, stock, locale }: FixedPricePanelProps) {
  const t = useFixedT('goods');
  return (
    <section aria-labelledby="price-heading" className="rounded-2xl bg-surface p-5 ring-1 ring-line">
      <h2 id="price-heading" className="text-subtle text-xs uppercase tracking-widest">
        {t('details.price')}
      </h2>
      <p className="mt-2 font-semibold text-4xl text-ink">
        <Price money={price} locale={locale} />
      </p>
      <p className="mt-4 border-line border-t pt-4 text-sm">
        <span className="text-subtle">{t('details.stock')}</span>
        <span className={`ml-3 tabular-nums ${stock > 0 ? 'text-ink' : 'text-danger'}`}>
          {stock > 0 ? t('details.stockCount', { count: stock }) : t('details.soldOut')}
        </span>
      </p>
    </section>
  );
}

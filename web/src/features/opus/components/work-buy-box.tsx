import type { ReactNode } from 'react';
import { Price } from '../../../components/ui/price.js';
import type { OpusDetailsQuery } from '../../../graphql/generated/graphql';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import type { Locale } from '../../../lib/i18n/locales.js';

type Work = NonNullable<OpusDetailsQuery['work']>;

/**
 * Price, edition, licence and delivery of a work, and `purchase` (the cart feature's Buy now / Add to cart,
 * composed by the page: decision 0023) while an edition is on sale. Sold out or off sale, the buttons are
 * shown disabled with the reason.
 */
export function WorkBuyBox({ work, locale, purchase }: { work: Work; locale: Locale; purchase?: ReactNode }) {
  const t = useFixedT('opus');
  const soldOut = work.status === 'SOLD_OUT' || work.editionsLeft === 0;
  const noteId = `buy-note-${work.id}`;
  return (
    <section aria-labelledby="work-price-heading" className="rounded-2xl bg-surface p-5 ring-1 ring-line">
      <h2 id="work-price-heading" className="text-subtle text-xs uppercase tracking-widest">
        {t('details.price')}
      </h2>
      <p className="mt-2 font-semibold text-4xl text-ink">
        <Price money={work.price} locale={locale} />
      </p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 border-line border-t pt-4 text-sm">
        <dt className="text-subtle">{t('details.mediaType')}</dt>
        <dd className="text-ink">{t(`mediaTypes.${work.mediaType}`)}</dd>
        <dt className="text-subtle">{t('details.edition')}</dt>
        <dd data-testid="edition" className={`tabular-nums ${soldOut ? 'text-danger' : 'text-ink'}`}>
          {soldOut
            ? t('details.editionsSoldOut', { size: work.editionSize })
            : work.editionSize === 1
              ? t('card.unique')
              : t('details.editionsLeft', { left: work.editionsLeft, size: work.editionSize })}
        </dd>
        <dt className="text-subtle">{t('details.licence')}</dt>
        <dd>
          <span className="font-medium text-ink">{work.licence.name}</span>
          <span className="mt-1 block text-muted leading-6">
            {t(`details.licenceTexts.${work.licence.code}`)}
          </span>
        </dd>
      </dl>
      <p className="mt-4 flex gap-2 rounded-xl bg-surface-2 p-3 text-muted text-sm leading-6">
        <span aria-hidden="true">⬇</span>
        {t('details.digital')}
      </p>
      {purchase && !soldOut && work.status === 'ON_SALE' ? (
        <div className="mt-4">{purchase}</div>
      ) : (
        <>
          <div className="mt-4 grid grid-cols-2 gap-3">
            <button
              type="button"
              disabled
              aria-describedby={noteId}
              className="h-11 cursor-not-allowed rounded-full bg-ink/30 font-medium text-black/70 text-sm"
            >
              {soldOut ? t('details.soldOut') : t('details.buy')}
            </button>
            <button
              type="button"
              disabled
              aria-describedby={noteId}
              className="h-11 cursor-not-allowed rounded-full text-muted text-sm ring-1 ring-line"
            >
              {t('details.addToCart')}
            </button>
          </div>
          <p id={noteId} role="note" className="mt-3 text-muted text-xs leading-5">
            {soldOut ? t('details.soldOutNote') : t('details.offSaleNote')}
          </p>
        </>
      )}
    </section>
  );
}

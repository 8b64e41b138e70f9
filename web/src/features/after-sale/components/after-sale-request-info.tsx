import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { AfterSaleFieldsFragment } from '../../../graphql/generated/graphql';
import { formatMoney } from '../../../lib/format.js';

/** What was asked: the lines with their amounts, the total, the reason, the description and the photos. */
export function AfterSaleRequestInfo({ afterSale }: { afterSale: AfterSaleFieldsFragment }) {
  const { t } = useTranslation('aftersale');
  const { locale } = usePageContext();
  return (
    <section
      aria-labelledby="after-sale-lines"
      className="rounded-3xl bg-surface p-5 ring-1 ring-line sm:p-6"
    >
      <h2 id="after-sale-lines" className="font-semibold text-ink">
        {t('detail.lines')}
      </h2>
      <ul className="mt-4 flex flex-col gap-3">
        {afterSale.lines.map((line) => (
          <li key={line.orderLineId} className="flex items-center gap-4">
            <img
              src={line.cover.url}
              alt={line.cover.alt}
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl bg-surface-2 object-cover ring-1 ring-line"
            />
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium text-ink text-sm">{line.title}</p>
              <p className="mt-0.5 text-muted text-xs tabular-nums">
                {t('detail.lineAmount', {
                  amount: formatMoney(line.amount.amount, locale),
                  paid: formatMoney(line.paid.amount, locale),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="mt-5 grid gap-4 border-line border-t pt-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t('detail.requested')}</dt>
          <dd
            className="mt-0.5 font-semibold text-ink text-lg tabular-nums"
            data-testid="after-sale-requested"
          >
            {formatMoney(afterSale.requested.amount, locale)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('detail.reason')}</dt>
          <dd className="mt-0.5 text-ink">{afterSale.reason.name}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">{t('detail.description')}</dt>
          <dd className="mt-0.5 whitespace-pre-line break-words text-ink">
            {afterSale.description || t('detail.noDescription')}
          </dd>
        </div>
      </dl>
      {afterSale.photos.length > 0 ? (
        <div className="mt-5">
          <h3 className="text-muted text-sm">{t('detail.photos')}</h3>
          <ul className="mt-2 grid grid-cols-3 gap-3 sm:grid-cols-6">
            {afterSale.photos.map((photo, index) => (
              <li key={photo.url}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.url}
                    alt={t('detail.photoAlt', { n: index + 1 })}
                    className="aspect-square w-full rounded-xl object-cover ring-1 ring-line"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

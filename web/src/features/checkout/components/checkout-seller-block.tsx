import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Price } from '../../../components/ui/price.js';
import type { CheckoutPreviewFieldsFragment } from '../../../graphql/generated/graphql';

type SellerPreview = CheckoutPreviewFieldsFragment['sellers'][number];

type Props = {
  group: SellerPreview;
  /** item id → why it cannot be bought as it is (the preview's problems, or a refused submission). */
  problems: ReadonlyMap<string, string>;
};

/** One future order: a seller's lines, items total, postage (or "Free shipping") and the order total. */
export function CheckoutSellerBlock({ group, problems }: Props) {
  const { t } = useTranslation('cart');
  const { locale } = usePageContext();
  const headingId = useId();
  const digital = group.lines.every((line) => line.kind === 'OPUS');
  return (
    <section
      aria-labelledby={headingId}
      data-testid="checkout-seller"
      className="rounded-3xl bg-surface p-4 ring-1 ring-line sm:p-5"
    >
      <h3 id={headingId} className="font-semibold text-ink">
        {t('checkout.seller', { seller: group.seller.nickname })}
      </h3>
      <ul className="mt-3 flex flex-col gap-3">
        {group.lines.map((line) => {
          const problem = problems.get(line.itemId);
          return (
            <li
              key={line.itemId}
              data-testid="checkout-line"
              data-item-id={line.itemId}
              className={`grid grid-cols-[4rem_1fr_auto] items-start gap-3 rounded-2xl p-2 ${problem ? 'ring-1 ring-danger/50' : ''}`}
            >
              <img
                src={line.cover.url}
                alt=""
                width={line.cover.width}
                height={line.cover.height}
                className="aspect-square w-full rounded-xl bg-surface-2 object-cover"
              />
              <div className="min-w-0">
                <p className="line-clamp-2 break-words text-ink">{line.title}</p>
                <p className="mt-1 text-muted text-sm tabular-nums">
                  <Price money={line.unitPrice} locale={locale} />{' '}
                  <span>
                    {line.kind === 'OPUS'
                      ? t('works.oneEdition')
                      : t('checkout.quantity', { count: line.quantity })}
                  </span>
                </p>
                {problem ? (
                  <p className="mt-1 text-danger text-sm" data-testid="checkout-line-problem">
                    {problem}
                  </p>
                ) : null}
              </div>
              <Price money={line.itemsTotal} locale={locale} className="font-medium text-ink" />
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-line border-t pt-3 text-sm">
        <dt className="text-muted">{t('checkout.itemsTotal')}</dt>
        <dd className="text-right">
          <Price money={group.itemsTotal} locale={locale} />
        </dd>
        {/* Works (decision 0023) are delivered to the library: no postage line. */}
        {digital ? null : (
          <>
            <dt className="text-muted">{t('checkout.postage')}</dt>
            <dd className="text-right">
              {group.freeShipping ? (
                <span
                  className="rounded-full bg-success/10 px-2 py-0.5 text-success text-xs"
                  data-testid="free-shipping"
                >
                  {t('checkout.freeShipping')}
                </span>
              ) : (
                <Price money={group.postage} locale={locale} />
              )}
            </dd>
          </>
        )}
        <dt className="font-medium text-ink">{t('checkout.sellerTotal')}</dt>
        <dd className="text-right font-semibold text-ink">
          <Price money={group.total} locale={locale} />
        </dd>
      </dl>
    </section>
  );
}

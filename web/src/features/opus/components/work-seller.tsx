import { usePageContext } from 'vike-react/usePageContext';
import { SellerRating } from '../../../components/ui/seller-rating.js';
import type { OpusDetailsQuery } from '../../../graphql/generated/graphql';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';

type Seller = NonNullable<OpusDetailsQuery['work']>['seller'];

/** The creator of a work: avatar, name, account type and bio as written. */
export function WorkSeller({ seller }: { seller: Seller }) {
  const t = useFixedT('opus');
  const { locale } = usePageContext();
  const count = seller.rating?.count ?? 0;
  return (
    <section aria-labelledby="work-seller-heading" className="rounded-2xl bg-surface p-5 ring-1 ring-line">
      <h2 id="work-seller-heading" className="text-subtle text-xs uppercase tracking-widest">
        {t('details.seller')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {seller.avatar ? (
          <img
            src={seller.avatar.url}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="h-12 w-12 shrink-0 rounded-full bg-surface-2 object-cover ring-1 ring-line"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-surface-2 text-ink ring-1 ring-line"
          >
            {seller.nickname.slice(0, 1)}
          </span>
        )}
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{seller.nickname}</p>
          <span className="mt-1 inline-block rounded-full bg-ink px-2 py-0.5 text-[11px] text-black">
            {t(`sellerType.${seller.type}`)}
          </span>
        </div>
      </div>
      <SellerRating
        rating={seller.rating}
        locale={locale}
        label={(average) => t('details.sellerRating', { average, count })}
        countText={t('details.sellerRatingShort', { count })}
        none={t('details.sellerNoReviews')}
      />
      {seller.bio ? (
        <p className="mt-4 whitespace-pre-line text-muted text-sm leading-6">{seller.bio}</p>
      ) : null}
    </section>
  );
}

import { usePageContext } from 'vike-react/usePageContext';
import { SellerRating } from '../../../components/ui/seller-rating.js';
import { graphql } from '../../../graphql/generated';
import type { AccountType, SellerCardFieldsFragment } from '../../../graphql/generated/graphql';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { SellerAvatar } from './seller-avatar';

// Collected by codegen (no fragment masking): the component reads the generated fragment type.
graphql(`
  fragment SellerCardFields on Seller {
    id
    nickname
    bio
    type
    avatar {
      url
      width
      height
      alt
    }
    rating {
      count
      average
    }
  }
`);

/** Account type → its badge label under `sellerType`. */
const TYPE_KEYS = {
  OFFICIAL: 'official',
  UNVERIFIED: 'unverified',
  REAL_NAME: 'verified',
  CREATOR: 'creator',
  ORGANISATION: 'organisation',
} as const satisfies Record<AccountType, string>;

export function SellerCard({ seller }: { seller: SellerCardFieldsFragment }) {
  const t = useFixedT('goods');
  const { locale } = usePageContext();
  const typeKey = TYPE_KEYS[seller.type];
  const count = seller.rating?.count ?? 0;
  return (
    <section aria-labelledby="seller-heading" className="rounded-2xl bg-surface p-5 ring-1 ring-line">
      <h2 id="seller-heading" className="text-subtle text-xs uppercase tracking-widest">
        {t('details.seller')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        <SellerAvatar seller={seller} size={48} />
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{seller.nickname}</p>
          <span
            className={`mt-1 inline-block rounded-full px-2 py-0.5 text-[11px] ring-1 ${
              typeKey === 'unverified' ? 'text-muted ring-ink/15' : 'bg-ink text-black ring-ink'
            }`}
          >
            {t(`sellerType.${typeKey}`)}
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

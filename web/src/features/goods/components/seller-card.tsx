import { CatalogueSellerPanel } from '../../../components/catalogue/catalogue-seller-panel.js';
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

/** The goods seller on the details page, with the account type's badge. */
export function SellerCard({ seller }: { seller: SellerCardFieldsFragment }) {
  const t = useFixedT('goods');
  const typeKey = TYPE_KEYS[seller.type];
  return (
    <CatalogueSellerPanel
      namespace="goods"
      headingId="seller-heading"
      seller={seller}
      avatar={<SellerAvatar seller={seller} size={48} />}
      badge={
        <span
          className={`mt-1 inline-block rounded-full px-2 py-0.5 text-[11px] ring-1 ${
            typeKey === 'unverified' ? 'text-muted ring-ink/15' : 'bg-ink text-black ring-ink'
          }`}
        >
          {t(`sellerType.${typeKey}`)}
        </span>
      }
    />
  );
}

import { CatalogueSellerPanel } from '../../../components/catalogue/catalogue-seller-panel.js';
import type { OpusDetailsQuery } from '../../../graphql/generated/graphql';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';

type Seller = NonNullable<OpusDetailsQuery['work']>['seller'];

/** The creator of a work: avatar (or initial), name, account type and bio as written. */
export function WorkSeller({ seller }: { seller: Seller }) {
  const t = useFixedT('opus');
  return (
    <CatalogueSellerPanel
      namespace="opus"
      headingId="work-seller-heading"
      seller={seller}
      avatar={
        seller.avatar ? (
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
        )
      }
      badge={
        <span className="mt-1 inline-block rounded-full bg-ink px-2 py-0.5 text-[11px] text-black">
          {t(`sellerType.${seller.type}`)}
        </span>
      }
    />
  );
}

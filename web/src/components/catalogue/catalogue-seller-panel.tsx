import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { SellerRating } from '../ui/seller-rating.js';
import type { CatalogueNamespace } from './catalogue-namespace.js';

type Seller = {
  nickname: string;
  bio?: string | null;
  rating?: { count: number; average?: number | null } | null;
};

export type CatalogueSellerPanelProps = {
  namespace: CatalogueNamespace;
  /** The heading's id (the section is labelled by it). */
  headingId: string;
  seller: Seller;
  avatar: ReactNode;
  /** The account type's badge under the name. */
  badge: ReactNode;
};

/** Who sells an item, on its details page: avatar, name, account type, rating and bio as written. */
export function CatalogueSellerPanel({
  namespace,
  headingId,
  seller,
  avatar,
  badge,
}: CatalogueSellerPanelProps) {
  const t = useFixedT(namespace);
  const { locale } = usePageContext();
  const count = seller.rating?.count ?? 0;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-surface p-5 ring-1 ring-line">
      <h2 id={headingId} className="text-subtle text-xs uppercase tracking-widest">
        {t('details.seller')}
      </h2>
      <div className="mt-4 flex items-center gap-4">
        {avatar}
        <div className="min-w-0">
          <p className="truncate font-medium text-ink">{seller.nickname}</p>
          {badge}
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

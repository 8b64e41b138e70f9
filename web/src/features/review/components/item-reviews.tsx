import { useTranslation } from 'react-i18next';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import type { ItemKind, ItemReviewsQueryVariables } from '../../../graphql/generated/graphql';
import { usePageQuery } from '../../../lib/page-data/use-page-query.js';
import { ItemReviewsQuery } from '../api/item-reviews.js';
import { FIRST_REVIEWS } from '../lib/first-reviews.js';
import { RatingSummary } from './rating-summary.js';
import { ReviewCard } from './review-card.js';

/**
 * An item's average and its reviews, newest first: the first page comes with the page's data (its page query
 * includes `ItemReviewsFields` with the same variables), "show more" fetches the next in the browser.
 */
export function ItemReviews({ kind, id }: { kind: ItemKind; id: string }) {
  const { t } = useTranslation('reviews');
  const variables: ItemReviewsQueryVariables = { kind, id, first: FIRST_REVIEWS };
  const query = usePageQuery(ItemReviewsQuery, variables);
  const connection = query.data?.itemReviews;
  if (!connection) return null;
  return (
    <section aria-labelledby="item-reviews" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="item-reviews" className="font-semibold text-ink text-xl">
          {t('list.heading')}
        </h2>
        <RatingSummary average={connection.summary.average} count={connection.summary.count} />
      </div>
      <ConnectionList
        connection={connection}
        query={query}
        empty={<p className="text-muted text-sm">{t('list.empty')}</p>}
        more={{
          label: t('list.loadMore'),
          layout: 'inline',
          className: 'self-start',
          failed: { text: t('list.failed'), retryLabel: t('list.retry') },
        }}
      >
        {(reviews) => (
          <ul className="flex flex-col divide-y divide-line">
            {reviews.map((review) => (
              <li key={review.id} className="py-5 first:pt-0">
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
      </ConnectionList>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import type { ItemKind, ItemReviewsQueryVariables } from '../../../graphql/generated/graphql';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
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
  const { data, fetchMore } = usePageQuery(ItemReviewsQuery, variables);
  const connection = data?.itemReviews;
  const { loadMore, loadingMore, loadMoreError } = useLoadMore(connection?.pageInfo, fetchMore);
  if (!connection) return null;
  const reviews = connection.edges.map((edge) => edge.node);
  return (
    <section aria-labelledby="item-reviews" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="item-reviews" className="font-semibold text-ink text-xl">
          {t('list.heading')}
        </h2>
        <RatingSummary average={connection.summary.average} count={connection.summary.count} />
      </div>
      {reviews.length === 0 ? (
        <p className="text-muted text-sm">{t('list.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {reviews.map((review) => (
            <li key={review.id} className="py-5 first:pt-0">
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
      {loadMoreError ? (
        <p role="alert" className="text-danger text-sm">
          {t('list.failed')}
        </p>
      ) : null}
      {connection.pageInfo.hasNextPage ? (
        <div>
          <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
            {loadMoreError ? t('list.retry') : t('list.loadMore')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

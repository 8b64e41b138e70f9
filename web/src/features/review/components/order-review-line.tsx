import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import type { OrderReviewsFieldsFragment, OrderRole } from '../../../graphql/generated/graphql';
import { ReplyForm } from './reply-form.js';
import { ReviewCard } from './review-card.js';
import { ReviewForm } from './review-form.js';

type Line = OrderReviewsFieldsFragment['lines'][number];

/** One line of the order: its item, then the review (and reply form for the seller) or "write a review". */
export function OrderReviewLine({
  line,
  role,
  onChanged,
}: {
  line: Line;
  role: OrderRole;
  onChanged: () => void;
}) {
  const { t } = useTranslation('reviews');
  const [writing, setWriting] = useState(false);
  const review = line.review;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <img
          src={line.coverUrl}
          alt=""
          className="size-12 shrink-0 rounded-xl object-cover ring-1 ring-line"
        />
        <p className="min-w-0 flex-1 break-words font-medium text-ink text-sm">{line.title}</p>
        {!review && line.canReview && !writing ? (
          <Button
            size="sm"
            onClick={() => setWriting(true)}
            aria-label={`${t('order.write')}: ${line.title}`}
          >
            {t('order.write')}
          </Button>
        ) : null}
        {!review && !line.canReview ? (
          <span className="text-subtle text-xs">{t('order.notReviewed')}</span>
        ) : null}
      </div>
      {review ? <ReviewCard review={review} /> : null}
      {review && role === 'SELLER' && !review.reply ? (
        <ReplyForm reviewId={review.id} onConflict={onChanged} />
      ) : null}
      {!review && writing ? (
        <ReviewForm
          orderLineId={line.orderLineId}
          title={line.title}
          onCancel={() => setWriting(false)}
          onDone={() => {
            setWriting(false);
            onChanged();
          }}
        />
      ) : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { StarRating } from '../../../components/ui/star-rating.js';
import type { ReviewFieldsFragment } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';

type Props = {
  review: ReviewFieldsFragment;
  /** Name the item reviewed (a seller's list mixes items). */
  showItem?: boolean;
};

/** One review: stars, who and when, the text (plain, rendered as text), photos, and the seller's reply. */
export function ReviewCard({ review, showItem = false }: Props) {
  const { t } = useTranslation('reviews');
  const { locale } = usePageContext();
  const name = review.author.nickname;
  return (
    <article className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRating value={review.rating} label={t('stars', { rating: review.rating })} />
        <span className="font-medium text-ink text-sm">{name}</span>
        <time dateTime={review.createdAt} className="text-subtle text-xs">
          {formatDate(review.createdAt, locale, 'date')}
        </time>
      </header>
      {showItem ? (
        <p className="text-muted text-xs">{t('review.item', { title: review.itemTitle })}</p>
      ) : null}
      {review.text ? (
        <p className="whitespace-pre-line break-words text-ink/90 text-sm leading-6">{review.text}</p>
      ) : (
        <p className="text-muted text-sm italic">{t('review.noText')}</p>
      )}
      {review.photos.length > 0 ? (
        <ul aria-label={t('review.photos', { name })} className="flex flex-wrap gap-2">
          {review.photos.map((photo, i) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={photo.url}
                  width={photo.width}
                  height={photo.height}
                  alt={t('review.photoAlt', { n: i + 1, name })}
                  loading="lazy"
                  className="size-20 rounded-xl object-cover ring-1 ring-line"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="rounded-2xl bg-surface-2 p-4 ring-1 ring-line">
          <p className="font-medium text-muted text-xs">{t('review.reply')}</p>
          <p className="mt-1 whitespace-pre-line break-words text-ink/90 text-sm leading-6">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

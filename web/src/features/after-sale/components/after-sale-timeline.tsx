import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { AfterSaleFieldsFragment } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';

/** The request's steps, oldest first: the status it reached, nextland's localised note, who and when. */
export function AfterSaleTimeline({ events }: { events: AfterSaleFieldsFragment['events'] }) {
  const { t } = useTranslation('aftersale');
  const { locale } = usePageContext();
  return (
    <ol aria-label={t('detail.timeline')} className="flex flex-col">
      {events.map((event, index) => (
        <li
          key={`${event.at}-${event.toStatus}`}
          data-testid="after-sale-step"
          className="relative border-line border-l pb-5 pl-5 last:border-transparent last:pb-0"
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 -left-[5px] size-2.5 rounded-full ${
              index === events.length - 1 ? 'bg-accent' : 'bg-line'
            }`}
          />
          <p className="font-medium text-ink text-sm">
            {event.fromStatus ? t(`status.${event.toStatus}`) : t('detail.createdStep')}
          </p>
          {event.note ? <p className="mt-0.5 text-muted text-sm">{event.note}</p> : null}
          <p className="mt-1 flex flex-wrap gap-x-2 text-subtle text-xs">
            <span>{t(`actor.${event.actor}`)}</span>
            <time dateTime={event.at}>{formatDate(event.at, locale, 'dateTime')}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

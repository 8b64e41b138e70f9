import { useTranslation } from 'react-i18next';
import { Timeline } from '../../../components/ui/timeline.js';
import type { OrderDetailFieldsFragment } from '../../../graphql/generated/graphql';

/** The order's steps, oldest first: the status it reached, nextland's localised note, who and when. */
export function OrderTimeline({ events }: { events: OrderDetailFieldsFragment['events'] }) {
  const { t } = useTranslation('order');
  const steps = events.map((event) => ({
    key: `${event.at}-${event.toStatus}`,
    title: event.fromStatus ? t(`status.${event.toStatus}`) : t('detail.created'),
    note: event.note,
    actor: t(`detail.actor.${event.actor}`),
    at: event.at,
  }));
  return <Timeline label={t('detail.timeline')} steps={steps} testId="timeline-step" />;
}

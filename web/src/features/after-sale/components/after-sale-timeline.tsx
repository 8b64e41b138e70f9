import { useTranslation } from 'react-i18next';
import { Timeline } from '../../../components/ui/timeline.js';
import type { AfterSaleFieldsFragment } from '../../../graphql/generated/graphql';

/** The request's steps, oldest first: the status it reached, nextland's localised note, who and when. */
export function AfterSaleTimeline({ events }: { events: AfterSaleFieldsFragment['events'] }) {
  const { t } = useTranslation('aftersale');
  const steps = events.map((event) => ({
    key: `${event.at}-${event.toStatus}`,
    title: event.fromStatus ? t(`status.${event.toStatus}`) : t('detail.createdStep'),
    note: event.note,
    actor: t(`actor.${event.actor}`),
    at: event.at,
  }));
  return <Timeline label={t('detail.timeline')} steps={steps} testId="after-sale-step" />;
}

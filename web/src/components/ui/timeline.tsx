import { usePageContext } from 'vike-react/usePageContext';
import { formatDate } from '../../lib/format.js';

export type TimelineStep = {
  /** Unique within the list (steps have no id: a step is one move, so its time and target status name it). */
  key: string;
  /** The status it reached, in the reader's language. */
  title: string;
  /** nextland's localised note, if any. */
  note?: string | null | undefined;
  /** Who made the move, in the reader's language. */
  actor: string;
  at: string;
};

/**
 * Steps of something that moves through statuses (an order, an after-sales request), oldest first: the status
 * reached, the note, who and when; the last step is marked as the current one.
 */
export function Timeline({ label, steps, testId }: { label: string; steps: TimelineStep[]; testId: string }) {
  const { locale } = usePageContext();
  return (
    <ol aria-label={label} className="flex flex-col">
      {steps.map((step, index) => (
        <li
          key={step.key}
          data-testid={testId}
          className="relative border-line border-l pb-5 pl-5 last:border-transparent last:pb-0"
        >
          <span
            aria-hidden="true"
            className={`absolute top-1 -left-[5px] size-2.5 rounded-full ${
              index === steps.length - 1 ? 'bg-accent' : 'bg-line'
            }`}
          />
          <p className="font-medium text-ink text-sm">{step.title}</p>
          {step.note ? <p className="mt-0.5 text-muted text-sm">{step.note}</p> : null}
          <p className="mt-1 flex flex-wrap gap-x-2 text-subtle text-xs">
            <span>{step.actor}</span>
            <time dateTime={step.at}>{formatDate(step.at, locale, 'dateTime')}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

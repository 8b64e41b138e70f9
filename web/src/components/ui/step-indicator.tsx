/**
 * The numbered steps of a multi-step form; the current one is marked for screen readers with
 * `aria-current="step"`. `label` names the list ("Steps").
 */
export function StepIndicator({
  label,
  labels,
  current,
}: {
  label: string;
  labels: readonly string[];
  current: number;
}) {
  return (
    <ol aria-label={label} className="flex flex-wrap gap-2">
      {labels.map((label, index) => {
        const state = index === current ? 'current' : index < current ? 'done' : 'todo';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex items-center gap-2 rounded-full px-3 py-1.5 text-sm ring-1 ${
              state === 'current'
                ? 'bg-ink text-black ring-ink'
                : state === 'done'
                  ? 'text-ink ring-accent/50'
                  : 'text-subtle ring-line'
            }`}
          >
            <span aria-hidden="true" className="font-semibold tabular-nums">
              {state === 'done' ? '✓' : index + 1}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}

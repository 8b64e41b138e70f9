import { type KeyboardEvent, useEffect, useState } from 'react';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';

export type QuantityStepperProps = {
  value: number;
  /** Highest allowed value (the stock); the lowest is 1. */
  max: number;
  onChange: (quantity: number) => void;
  /** The accessible name, e.g. "Quantity of “Blue vase”"; defaults to "Quantity". */
  label?: string;
  /** Ids of texts that describe the control (a stock hint, a line's error). */
  describedBy?: string | undefined;
  disabled?: boolean;
  size?: 'sm' | 'md';
};

const MIN = 1;

/** `value` kept within 1 … max (at least 1 even when max is 0). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return MIN;
  return Math.min(Math.max(Math.trunc(value), MIN), Math.max(max, MIN));
}

/**
 * A quantity from 1 to `max`: − and + buttons around a text box with the ARIA spinbutton pattern (arrow keys,
 * Page Up/Down by 10, Home/End). A button or key press changes the value at once; typed digits count when the
 * box is left or Enter is pressed, clamped to the bounds (so a half-typed "12" never sends "1"). A plain
 * control rather than react-aria's NumberField keeps react-aria off the public goods page's first load
 * (decision 0015).
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  describedBy,
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  const t = useFixedT('common');
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const upper = Math.max(max, MIN);

  const commit = (next: number) => {
    const bounded = clampQuantity(next, upper);
    setDraft(String(bounded));
    if (bounded !== value) onChange(bounded);
  };
  const commitDraft = () => {
    const typed = Number.parseInt(draft.replace(/\D/g, ''), 10);
    commit(Number.isNaN(typed) ? value : typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowDown: value - 1,
      PageUp: value + 10,
      PageDown: value - 10,
      Home: MIN,
      End: upper,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key in moves) {
      event.preventDefault();
      commit(moves[event.key] as number);
    }
  };

  const box = size === 'sm' ? 'size-8' : 'size-10';
  const button = `grid ${box} place-items-center rounded-full text-lg text-ink transition enabled:hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-40`;
  return (
    <div className="inline-flex items-center rounded-full ring-1 ring-line" data-testid="quantity-stepper">
      <button
        type="button"
        className={button}
        aria-label={t('ui.quantity.decrease')}
        disabled={disabled || value <= MIN}
        onClick={() => commit(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={label ?? t('ui.quantity.label')}
        aria-valuenow={value}
        aria-valuemin={MIN}
        aria-valuemax={upper}
        aria-describedby={describedBy}
        disabled={disabled}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
        className={`${size === 'sm' ? 'w-10' : 'w-12'} bg-transparent text-center text-ink text-sm tabular-nums focus:outline-none disabled:opacity-50`}
      />
      <button
        type="button"
        className={button}
        aria-label={t('ui.quantity.increase')}
        disabled={disabled || value >= upper}
        onClick={() => commit(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}

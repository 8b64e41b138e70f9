import { type FormEvent, useState } from 'react';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { parseYuanInput } from '../../../lib/money.js';
import { yuanParam } from '../lib/opus-filters';

export type PriceRangeFormProps = {
  minFen: number | undefined;
  maxFen: number | undefined;
  onApply: (range: { minFen: number | undefined; maxFen: number | undefined }) => void;
};

const inputClass =
  'h-10 w-20 rounded-full bg-surface px-3 text-center text-ink text-sm tabular-nums ring-1 ring-line placeholder:text-subtle focus:outline-none focus:ring-ink/40 sm:w-24';

/** Lowest and highest price in yuan; empty or unreadable bounds are dropped. */
export function PriceRangeForm({ minFen, maxFen, onApply }: PriceRangeFormProps) {
  const t = useFixedT('opus');
  const [min, setMin] = useState(minFen === undefined ? '' : yuanParam(minFen));
  const [max, setMax] = useState(maxFen === undefined ? '' : yuanParam(maxFen));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const low = parseYuanInput(min) ?? undefined;
    const high = parseYuanInput(max) ?? undefined;
    const swap = low !== undefined && high !== undefined && high < low;
    onApply(swap ? { minFen: high, maxFen: low } : { minFen: low, maxFen: high });
  }

  return (
    <form
      onSubmit={submit}
      aria-label={t('filters.price')}
      className="flex items-center gap-2 text-muted text-sm"
    >
      <span className="hidden sm:inline">{t('filters.price')}</span>
      <input
        name="min"
        inputMode="decimal"
        value={min}
        onChange={(event) => setMin(event.target.value)}
        placeholder={t('filters.min')}
        aria-label={t('filters.minPrice')}
        className={inputClass}
      />
      <span aria-hidden="true">–</span>
      <input
        name="max"
        inputMode="decimal"
        value={max}
        onChange={(event) => setMax(event.target.value)}
        placeholder={t('filters.max')}
        aria-label={t('filters.maxPrice')}
        className={inputClass}
      />
      <button
        type="submit"
        className="h-10 rounded-full px-4 text-ink ring-1 ring-line transition hover:ring-ink/40 focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2"
      >
        {t('filters.applyPrice')}
      </button>
    </form>
  );
}

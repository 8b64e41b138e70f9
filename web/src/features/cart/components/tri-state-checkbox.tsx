import { useEffect, useRef } from 'react';
import type { Selection } from '../lib/cart-state';

type Props = {
  selection: Selection;
  label: string;
  disabled?: boolean;
  onChange: (selected: boolean) => void;
  className?: string;
};

/** "Select all" of a group: ticked when all are, mixed (`indeterminate`) when some are. */
export function TriStateCheckbox({ selection, label, disabled, onChange, className }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selection === 'some';
  }, [selection]);
  return (
    <label className={`inline-flex cursor-pointer items-center gap-2 text-ink text-sm ${className ?? ''}`}>
      <input
        ref={ref}
        type="checkbox"
        className="size-4 accent-[var(--color-accent)] disabled:cursor-not-allowed"
        checked={selection === 'all'}
        disabled={disabled}
        onChange={() => onChange(selection !== 'all')}
      />
      {label}
    </label>
  );
}

export type CatalogueSelectProps<T extends string> = {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
};

/** A native select with a visible label on wider screens: keyboard, screen reader and mobile pickers for free. */
export function CatalogueSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: CatalogueSelectProps<T>) {
  return (
    <label className="flex shrink-0 items-center gap-2 text-muted text-sm">
      <span className="hidden sm:inline">{label}</span>
      <span className="relative">
        <select
          value={value}
          aria-label={label}
          onChange={(event) => {
            const next = options.find((option) => option.value === event.target.value);
            if (next) onChange(next.value);
          }}
          className="h-10 appearance-none rounded-full bg-surface pr-9 pl-4 text-ink text-sm ring-1 ring-line focus:outline-none focus:ring-ink/40"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </span>
    </label>
  );
}

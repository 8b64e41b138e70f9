import { type FormEvent, useState } from 'react';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import type { CatalogueNamespace } from './catalogue-namespace.js';

export type CatalogueSearchBoxProps = {
  namespace: CatalogueNamespace;
  /** The input's id (the e2e specs and the label find it by it). */
  inputId: string;
  maxLength: number;
  keyword: string;
  onSearch: (keyword: string | undefined) => void;
};

/** Keyword search; submitting puts the keyword in the URL (other filters kept). */
export function CatalogueSearchBox({
  namespace,
  inputId,
  maxLength,
  keyword,
  onSearch,
}: CatalogueSearchBoxProps) {
  const t = useFixedT(namespace);
  const [value, setValue] = useState(keyword);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim() || undefined);
  }

  return (
    <search>
      <form onSubmit={submit} className="relative flex w-full items-center">
        <label htmlFor={inputId} className="sr-only">
          {t('filters.searchLabel')}
        </label>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="pointer-events-none absolute left-4 h-4 w-4 text-subtle"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          id={inputId}
          name="keyword"
          type="search"
          value={value}
          maxLength={maxLength}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('filters.searchPlaceholder')}
          enterKeyHint="search"
          className="h-11 w-full rounded-full bg-surface pr-24 pl-11 text-ink text-sm ring-1 ring-line transition placeholder:text-subtle focus:outline-none focus:ring-ink/40 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => {
              setValue('');
              if (keyword) onSearch(undefined);
            }}
            aria-label={t('filters.clearKeyword')}
            className="absolute right-[5.25rem] flex h-7 w-7 items-center justify-center rounded-full text-muted hover:bg-white/10 hover:text-ink"
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <button
          type="submit"
          className="absolute right-1.5 h-8 rounded-full bg-ink px-4 font-medium text-black text-sm transition hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2"
        >
          {t('filters.submit')}
        </button>
      </form>
    </search>
  );
}

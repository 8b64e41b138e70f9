import { HTML_LANG, type Locale } from './i18n/locales.js';
import { fenToYuanString } from './money.js';

// Intl formatters are costly to build; cache one per locale and option set (SSR renders many cards).
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/**
 * Money is integer fen everywhere (docs/domain.md#rest-contract); this is the only place it becomes yuan,
 * always as `¥1,280.00`: one format, so a price reads the same on a card, a details page and a form
 * (issue 9).
 */
export function formatMoney(fen: number, locale: Locale, options: { currency?: string } = {}) {
  const { currency = 'CNY' } = options;
  const fractionDigits = 2;
  const formatter = cached(
    `money|${locale}|${currency}`,
    () =>
      new Intl.NumberFormat(HTML_LANG[locale], {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
  // The exact decimal string: `fen / 100` is a float that shows the wrong cent near 2^53 (ES2023 Intl formats
  // a numeric string without converting it to a number).
  return formatter.format(fenToYuanString(fen) as Intl.StringNumericLiteral);
}

export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}) {
  return cached(
    `number|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(HTML_LANG[locale], options),
  ).format(value);
}

/** 12.3K / 1.2万 style counts for likes and sales. */
export function formatCompactNumber(value: number, locale: Locale) {
  return formatNumber(value, locale, { notation: 'compact', maximumFractionDigits: 1 });
}

/** A capped count (`Count` in the schema): "2,000+" when counting stopped at the cap, else the number. */
export function formatCount(count: { value: number; relation: 'EXACT' | 'AT_LEAST' }, locale: Locale) {
  const number = formatNumber(count.value, locale);
  return count.relation === 'AT_LEAST' ? `${number}+` : number;
}

export type DateStyle = 'date' | 'dateTime' | 'time';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'short', day: 'numeric' },
  dateTime: { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit' },
};

/**
 * ISO 8601 UTC → localised date. The time zone is explicit (default Asia/Shanghai, the marketplace's
 * zone) so the server and the browser render the same text and hydration does not mismatch.
 */
export function formatDate(
  iso: string | Date,
  locale: Locale,
  style: DateStyle = 'date',
  timeZone = 'Asia/Shanghai',
) {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return cached(
    `date|${locale}|${style}|${timeZone}`,
    () => new Intl.DateTimeFormat(HTML_LANG[locale], { ...DATE_OPTIONS[style], timeZone }),
  ).format(date);
}

const relativeTimes = new Map<Locale, Intl.RelativeTimeFormat>();

/**
 * A wait in words for "try again …": `in 35 minutes`, `35分钟后`, `35 分鐘後` (never raw seconds). Under a
 * minute in seconds, under an hour in whole minutes (rounded up, so the user never comes back too early),
 * else in hours.
 */
export function formatRetryAfter(seconds: number, locale: Locale): string {
  let format = relativeTimes.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(HTML_LANG[locale], { numeric: 'always' });
    relativeTimes.set(locale, format);
  }
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return format.format(wait, 'second');
  if (wait < 3600) return format.format(Math.ceil(wait / 60), 'minute');
  return format.format(Math.ceil(wait / 3600), 'hour');
}

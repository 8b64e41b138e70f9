import type { ExpressEntriesQuery } from '../../../graphql/generated/graphql';

/** Appends a fetched page of rules; records already shown are skipped (a deletion shifts the pages). */
export function mergeExpressPages(
  previous: ExpressEntriesQuery,
  next: ExpressEntriesQuery,
): ExpressEntriesQuery {
  const seen = new Set(previous.expressEntries.records.map((record) => record.id));
  return {
    ...previous,
    expressEntries: {
      ...next.expressEntries,
      records: [
        ...previous.expressEntries.records,
        ...next.expressEntries.records.filter((record) => !seen.has(record.id)),
      ],
    },
  };
}

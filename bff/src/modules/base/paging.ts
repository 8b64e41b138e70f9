// Keyset paging shared by every `…Connection` list: `first`/`after` -> nextland's `size`/`after`, and nextland's
// cursor page -> edges, pageInfo and a capped totalCount (decision 0006).
import type { Maybe } from '../../generated/graphql.js';
import type { TotalRelationDto } from '../../rest/contract.js';

export function toCursorQuery(first: Maybe<number> | undefined, after: Maybe<string> | undefined) {
  return { size: first ?? 10, after: after ?? undefined };
}

/** What every nextland `…/cursor-page` answers. */
type CursorPage<R extends { cursor: string }> = {
  records: R[];
  hasNext: boolean;
  total: number;
  totalRelation: TotalRelationDto;
};

/** Each record's own cursor becomes its edge's; `endCursor` is the last edge's (null on an empty page). */
export function toConnection<R extends { cursor: string }>(page: CursorPage<R>) {
  const edges = page.records.map(({ cursor, ...node }) => ({ cursor, node }));
  return {
    edges,
    pageInfo: { hasNextPage: page.hasNext, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount: { value: page.total, relation: page.totalRelation },
  };
}

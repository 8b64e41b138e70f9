import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { projectKind } from './fake-kind.js';
import { afterKey, comparePositions, orderingOf } from './sorts.js';

const kind = projectKind(true);
const render = (fragment: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(fragment);

describe('catalogue sorts', () => {
  it('order by the sort key then id, both in the sort’s direction', () => {
    expect(orderingOf(kind, 'newest').map((term) => render(term).sql)).toEqual([
      '"projects"."created_at" desc',
      '"projects"."id" desc',
    ]);
    expect(orderingOf(kind, 'goal_asc').map((term) => render(term).sql)).toEqual([
      '"projects"."goal" asc',
      '"projects"."id" asc',
    ]);
  });

  it('continue after a cursor with one row comparison, cast to the key’s type', () => {
    const newest = render(afterKey(kind, 'newest', '2026-01-01T00:00:00.000Z', 7));
    expect(newest.sql).toBe('("projects"."created_at", "projects"."id") < ($1::timestamptz, $2::bigint)');
    expect(newest.params).toEqual(['2026-01-01T00:00:00.000Z', 7]);
    expect(render(afterKey(kind, 'goal_asc', 100, 7)).sql).toBe(
      '("projects"."goal", "projects"."id") > ($1::bigint, $2::bigint)',
    );
  });

  it('compare positions tier first, then key and id in the sort’s direction', () => {
    const positions = [
      { id: 1, key: 10, tier: 1 as const },
      { id: 2, key: 20, tier: 0 as const },
      { id: 3, key: 10, tier: 1 as const },
      { id: 4, key: 5, tier: 1 as const },
    ];
    expect(positions.sort(comparePositions(kind, 'goal_asc')).map((p) => p.id)).toEqual([2, 4, 1, 3]);
    expect(positions.sort(comparePositions(kind, 'newest')).map((p) => p.id)).toEqual([2, 3, 1, 4]);
  });
});

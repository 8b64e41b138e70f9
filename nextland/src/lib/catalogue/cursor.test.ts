import { describe, expect, it } from 'vitest';
import { decodeCursor } from '../cursor.js';
import { cursorOf, cursorSchemaOf, isSortCursor } from './cursor.js';
import { projectKind } from './fake-kind.js';

const tiered = projectKind(true);
const plain = projectKind(false);
const json = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');

describe('catalogue cursors', () => {
  it('are the kind mark, then sort, key and id (and the tier on kinds with exact titles first)', () => {
    const at = new Date('2026-12-02T09:00:00.123Z');
    expect(json(cursorOf(plain, 'newest', at, 5))).toBe(
      '{"p":1,"s":"newest","k":"2026-12-02T09:00:00.123Z","i":5}',
    );
    expect(json(cursorOf(tiered, 'goal_asc', 300, 9, 1))).toBe('{"p":1,"s":"goal_asc","k":300,"i":9,"t":1}');
  });

  it('round-trip through the kind schema for every sort, "by me" list and the management view', () => {
    const schema = cursorSchemaOf(tiered);
    const at = new Date('2026-01-01T00:00:00.000Z');
    const cases = [
      [cursorOf(tiered, 'newest', at, 1, 0), { p: 1, s: 'newest', k: at.toISOString(), i: 1, t: 0 }],
      [cursorOf(tiered, 'goal_asc', 42, 2), { p: 1, s: 'goal_asc', k: 42, i: 2 }],
      [cursorOf(tiered, 'liked', at, 3), { p: 1, s: 'liked', k: at.toISOString(), i: 3 }],
      [cursorOf(tiered, 'updated', at, 4), { p: 1, s: 'updated', k: at.toISOString(), i: 4 }],
    ] as const;
    for (const [cursor, decoded] of cases) expect(decodeCursor(schema, cursor)).toEqual(decoded);
  });

  it('refuse a key of the wrong type for the sort, another kind’s cursor, and a tier where none ranks', () => {
    const schema = cursorSchemaOf(plain);
    expect(decodeCursor(schema, cursorOf(plain, 'newest', 42, 1))).toBeNull();
    expect(decodeCursor(schema, cursorOf(plain, 'goal_asc', new Date(), 1))).toBeNull();
    const unmarked = Buffer.from(JSON.stringify({ s: 'newest', k: new Date().toISOString(), i: 1 })).toString(
      'base64url',
    );
    expect(decodeCursor(schema, unmarked)).toBeNull();
    // A kind without tiers drops a tier instead of resuming in a segment it does not have.
    expect(decodeCursor(schema, cursorOf(tiered, 'goal_asc', 1, 1, 1))).toEqual({
      p: 1,
      s: 'goal_asc',
      k: 1,
      i: 1,
    });
  });

  it('tell the kind’s own orderings from the "by me" and management cursors', () => {
    expect(isSortCursor({ s: 'goal_asc', k: 1, i: 1 })).toBe(true);
    expect(isSortCursor({ s: 'collected', k: '', i: 1 })).toBe(false);
    expect(isSortCursor({ s: 'updated', k: '', i: 1 })).toBe(false);
    expect(isSortCursor(undefined)).toBe(false);
  });
});

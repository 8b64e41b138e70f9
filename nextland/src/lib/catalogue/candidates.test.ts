// The kit's keyword plan on a made-up kind (fake-kind.ts): which statements it sends, in which order, and how
// it merges what they answer. The database is scripted, so these run without one.
import { describe, expect, it } from 'vitest';
import { findKeywordCandidates } from './candidates.js';
import { projectKind, scriptedDb } from './fake-kind.js';
import { listPositions } from './plan.js';
import { browseWhere } from './where.js';

const plain = projectKind(false);
const tiered = projectKind(true);

describe('keyword candidates of a kind', () => {
  it('probe the originals through their indexes, then the translations, and merge by id', async () => {
    const { db, sent } = scriptedDb([
      [
        [1, 100],
        [2, 200],
      ],
      [
        [2, 200],
        [3, 300],
      ],
    ]);
    const query = { where: browseWhere(plain, { cityId: 4 }), keyword: 'garden', sort: 'goal_asc' as const };
    const found = await findKeywordCandidates(db, plain, query, 3);
    expect(found).toEqual([
      { id: 1, key: 100 },
      { id: 2, key: 200 },
      { id: 3, key: 300 },
    ]);
    expect(sent).toHaveLength(2);
    const [originals, translations] = sent.map((statement) => statement.text);
    expect(originals).toMatch(/^select "id", "goal" from "projects" where /);
    expect(originals).toContain('"projects"."status" = $1 and "projects"."city_id" = $2');
    expect(originals).toContain('"projects"."title" ilike $3 or "projects"."description" ilike $4');
    expect(translations).toContain(
      'from "project_translations" inner join "projects" on "projects"."id" = "project_translations"."project_id"',
    );
    expect(translations).toContain('"project_translations"."title" ilike');
    expect(sent[0]?.params.slice(0, 3)).toEqual([7, 4, '%garden%']);
  });

  it('stop after the originals when they fill the limit', async () => {
    const { db, sent } = scriptedDb([
      [
        [1, 100],
        [2, 200],
      ],
    ]);
    const query = { where: browseWhere(plain, {}), keyword: 'garden', sort: 'goal_asc' as const };
    expect(await findKeywordCandidates(db, plain, query, 2)).toHaveLength(2);
    expect(sent).toHaveLength(1);
  });

  it('rank exact titles on kinds that ask for it, and ask the union when the probes cannot decide', async () => {
    const { db, sent } = scriptedDb([
      [[1, 100, false]],
      [
        [1, 100, true],
        [1, 100, false],
      ],
      [[1, 100, true]],
    ]);
    const query = { where: browseWhere(tiered, {}), keyword: 'garden', sort: 'goal_asc' as const };
    expect(await findKeywordCandidates(db, tiered, query, 2)).toEqual([{ id: 1, key: 100, tier: 0 }]);
    expect(sent).toHaveLength(3);
    expect(sent[0]?.text).toContain('select "id", "goal", lower("title") = lower($1) from "projects"');
    expect(sent[1]?.text).toContain('lower("project_translations"."title") = lower($');
    expect(sent[2]?.text).toContain(
      ' union select "project_translations"."project_id" from "project_translations"',
    );
  });
});

describe('the list plan of a kind', () => {
  it('walks the sort index in two segments when an exact-titles kind has more matches than the cap', async () => {
    const dense = [
      [1, 100, false],
      [2, 200, false],
      [3, 300, false],
    ];
    const { db, sent } = scriptedDb([dense, [[9, 50]], [[1, 100]]]);
    const query = { where: browseWhere(tiered, {}), keyword: 'garden', sort: 'goal_asc' as const };
    const counted = await listPositions(db, tiered, query, { after: undefined }, 2, 2);
    expect(counted).toEqual({
      positions: [
        { id: 9, key: 50, tier: 0 },
        { id: 1, key: 100, tier: 1 },
      ],
      total: 2,
      capped: true,
    });
    const [exact, others] = sent.slice(1).map((statement) => statement.text);
    expect(exact).toContain('union all select "project_translations"."project_id"');
    expect(exact).toMatch(/order by "projects"\."goal" asc, "projects"\."id" asc limit \$\d+$/);
    expect(others).toContain('strpos(lower("projects"."title")');
    expect(others).toContain('not "projects"."id" in (');
  });

  it('walks one segment, keyword tested row by row, on a kind without exact titles', async () => {
    const { db, sent } = scriptedDb([
      [
        [1, 100],
        [2, 200],
        [3, 300],
      ],
      [[1, 100]],
    ]);
    const query = { where: browseWhere(plain, {}), keyword: 'garden', sort: 'goal_asc' as const };
    const after = { s: 'goal_asc' as const, k: 50, i: 9 };
    const counted = await listPositions(db, plain, query, { after }, 2, 2);
    expect(counted.positions).toEqual([{ id: 1, key: 100 }]);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.text).toContain('("projects"."goal", "projects"."id") > ($');
    expect(sent[1]?.text).not.toContain('union all');
  });
});

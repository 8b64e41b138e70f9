// Issue 26: an accepted query makes at most BFF_MAX_UPSTREAM_CALLS (100) calls to nextland. For every list field
// of Query, the test writes the largest query the BFF accepts — every field of its records that needs no argument
// it cannot fill, nested as deep as the depth limit allows, at the largest page size the field and the cost limit
// take — runs it anonymously and as the demo seller and official, and counts the calls. A query past the token
// limit is run in parts and their calls added (one query asking for all would make no more than the parts).
import type { FastifyInstance } from 'fastify';
import {
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExecutableSchema } from '../graphql/executable-schema.js';
import { sessionCookies, startNextland, type TestNextland } from '../test-support/nextland.js';
import { buildTestApp, postGraphql, testConfig } from '../test-support/test-app.js';
import { armorLimits } from './armor.js';

const BUDGET = 100;
/** Below armor's depth limit, with room for the operation and the list's own levels. */
const MAX_DEPTH = armorLimits.maxDepth - 2;
/** Under armor's 1,000 tokens, with room for the operation around the selection. */
const TOKENS = 900;

let fake: TestNextland;
let app: FastifyInstance;
let schema: GraphQLSchema;
let goodsIds: string[] = [];
const sessions: Record<string, Record<string, string> | undefined> = { anonymous: undefined };

beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake);
  schema = createExecutableSchema(testConfig().schemaDir);
  sessions.seller = sessionCookies(await fake.accounts.login('verified'));
  sessions.official = sessionCookies(await fake.accounts.login('official'));
  const page = await postGraphql(app, '{ goodsPage(page: { current: 1, size: 100 }) { records { id } } }');
  const records = (page.body.data?.goodsPage as { records: { id: string }[] } | undefined)?.records ?? [];
  goodsIds = records.map((record) => record.id);
  expect(goodsIds.length).toBe(100);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

const PAGE_ARGS = ['first', 'size', 'page'];

/** A value for an argument the query must give, or undefined when the test has none to give. */
function requiredValue(name: string, typeName: string): string | undefined {
  if (typeName === 'ReleaseKind' || typeName === 'ItemKind') return 'GOODS';
  if (name === 'sellerId') return `"${fake.demo.verified}"`;
  if (name === 'ids') return JSON.stringify(goodsIds);
  if (name === 'id' && typeName === 'ID') return `"${goodsIds[0]}"`;
  return undefined;
}

/** The arguments of a field: page sizes at `size`, required ones filled; undefined when one cannot be. */
function argumentsOf(field: GraphQLField<unknown, unknown>, size: number): string | undefined {
  const parts: string[] = [];
  for (const arg of field.args) {
    const typeName = getNamedType(arg.type).name;
    if (arg.name === 'page') parts.push(`page: { current: 1, size: ${size} }`);
    else if (arg.name === 'first' || arg.name === 'size') parts.push(`${arg.name}: ${size}`);
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined) {
      const value = requiredValue(arg.name, typeName);
      if (value === undefined) return undefined;
      parts.push(`${arg.name}: ${value}`);
    }
  }
  return parts.length > 0 ? `(${parts.join(', ')})` : '';
}

/** Every selectable field of `type` (one string each), nested up to MAX_DEPTH. */
function selections(type: GraphQLNamedType, depth: number, size: number): string[] {
  if (isLeafType(type)) return [];
  if (isAbstractType(type)) {
    return schema.getPossibleTypes(type).flatMap((possible) => {
      const inner = selections(possible, depth, size);
      return inner.length > 0 ? [`... on ${possible.name} { ${inner.join(' ')} }`] : [];
    });
  }
  if (!isObjectType(type) || depth > MAX_DEPTH) return [];
  const out: string[] = [];
  for (const field of Object.values((type as GraphQLObjectType).getFields())) {
    const args = argumentsOf(field, size);
    if (args === undefined) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      out.push(`${field.name}${args}`);
      continue;
    }
    const inner = selections(named, depth + 1, size);
    if (inner.length > 0) out.push(`${field.name}${args} { ${inner.join(' ')} }`);
  }
  return out;
}

const fitsTokens = (query: string) => {
  try {
    parse(query, { maxTokens: TOKENS });
    return true;
  } catch {
    return false;
  }
};

/** The root field's selection split into queries that each fit the token limit. */
function queriesFor(rootName: string, size: number): string[] {
  const root = schema.getQueryType()?.getFields()[rootName];
  if (!root) throw new Error(`no Query.${rootName}`);
  const args = argumentsOf(root, size) ?? '';
  const parts = selections(getNamedType(root.type), 1, size);
  const wrap = (inner: string[]) =>
    isLeafType(getNamedType(root.type))
      ? `{ ${rootName}${args} }`
      : `{ ${rootName}${args} { ${inner.join(' ')} } }`;
  const queries: string[] = [];
  let current: string[] = [];
  for (const part of parts) {
    if (fitsTokens(wrap([...current, part]))) current.push(part);
    else if (current.length > 0) {
      queries.push(wrap(current));
      current = [part];
    } else {
      // One field too large on its own: its own nested parts would be split the same way; none is today.
      throw new Error(`Query.${rootName}: ${part.slice(0, 80)}… alone passes the token limit`);
    }
  }
  if (current.length > 0 || parts.length === 0) queries.push(wrap(current));
  return queries;
}

/** Query's fields that return a list or a page of records. */
function listFields(): string[] {
  const fields = Object.values(schema.getQueryType()?.getFields() ?? {});
  return fields
    .filter((field) => {
      const type = isNonNullType(field.type) ? field.type.ofType : field.type;
      const named = getNamedType(field.type);
      const page = isObjectType(named) && ['edges', 'records'].some((key) => key in named.getFields());
      return isListType(type) || page;
    })
    .map((field) => field.name);
}

type Run = { calls: number; refusedBy?: string; errors: string[] };

async function run(query: string, cookies: Record<string, string> | undefined): Promise<Run> {
  const reply = await postGraphql(app, query, cookies ? { cookies } : {});
  const errors = (reply.body.errors ?? []).map((error) => String(error.extensions?.code ?? error.message));
  const refused = reply.status === 400 ? errors[0] : undefined;
  return {
    calls: Number(reply.headers['x-upstream-calls'] ?? 0),
    errors,
    ...(refused ? { refusedBy: refused } : {}),
  };
}

describe('upstream calls of every list field', () => {
  it('finds the list fields to prove (a new one is proved without editing this test)', () => {
    expect(listFields().length).toBeGreaterThanOrEqual(25);
    expect(listFields()).toEqual(
      expect.arrayContaining(['goodsPage', 'worksConnection', 'orders', 'myItems']),
    );
  });

  it('the largest accepted query of each list field stays within the budget, for every kind of viewer', async () => {
    const report: string[] = [];
    for (const name of listFields()) {
      const root = schema.getQueryType()?.getFields()[name];
      const paged = root?.args.some((arg) => PAGE_ARGS.includes(arg.name)) ?? false;
      for (const [viewer, cookies] of Object.entries(sessions)) {
        // The largest page the field and the cost limit accept: 100, else half, until accepted.
        for (let size = paged ? 100 : 1; size >= 1; size = Math.floor(size / 2)) {
          const runs = await Promise.all(queriesFor(name, size).map((query) => run(query, cookies)));
          const refused = runs.find((one) => one.refusedBy !== undefined);
          if (refused && paged && size > 1) continue;
          const calls = runs.reduce((sum, one) => sum + one.calls, 0);
          report.push(`${name} ${viewer} size ${size}: ${calls} calls in ${runs.length} part(s)`);
          expect(calls, `${name} as ${viewer} at size ${size}`).toBeLessThanOrEqual(BUDGET);
          // Never cut short by the budget: the query was priced (or batched) so that it fits.
          for (const one of runs)
            expect(one.errors, `${name} as ${viewer}`).not.toContain('GRAPHQL_VALIDATION_FAILED');
          break;
        }
      }
    }
    expect(report.length).toBe(listFields().length * Object.keys(sessions).length);
  }, 240_000);

  it('stops a request at its budget with a clear error, whatever it asked for', async () => {
    const small = await buildTestApp(fake, { maxUpstreamCalls: 2 });
    try {
      const query =
        '{ categories { id } goodsPage(page: { current: 1, size: 5 }) { records { id } } cartCount ping }';
      const reply = await small.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        cookies: sessions.seller,
        payload: { query },
      });
      expect(Number(reply.headers['x-upstream-calls'])).toBeLessThanOrEqual(2);
      const body = reply.json() as {
        errors?: { extensions?: { code?: string; maxUpstreamCalls?: number } }[];
      };
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'GRAPHQL_VALIDATION_FAILED',
        maxUpstreamCalls: 2,
      });
    } finally {
      await small.close();
    }
  });
});

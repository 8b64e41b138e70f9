// A made-up kind of item for the kit's own tests: projects, with their translations table made by the kit's
// factory, and a database that answers from a script and records the SQL it is sent.
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { bigint, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { type CatalogueKind, itemOf, translationsOf } from './kind.js';
import { translationsTable } from './tables.js';

export const projects = pgTable('projects', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  title: varchar('title', { length: 120 }).notNull(),
  description: text('description').notNull(),
  status: smallint('status').notNull(),
  cityId: integer('city_id'),
  goal: bigint('goal', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
});

export const projectTranslations = translationsTable(
  { name: 'project', itemId: 'projectId', itemIdColumn: 'project_id' },
  projects,
  { langs: ['en', 'fr'], exactTitleIndex: true },
);

export type ProjectSort = 'newest' | 'goal_asc';

export function projectKind(exactTitlesFirst: boolean): CatalogueKind<ProjectSort, { cityId?: number }> {
  return {
    item: itemOf(projects),
    translations: translationsOf(projectTranslations, projectTranslations.projectId),
    sorts: {
      newest: { key: projects.createdAt, direction: 'desc', keyType: 'timestamptz' },
      goal_asc: { key: projects.goal, direction: 'asc', keyType: 'bigint' },
    },
    cursorMark: { p: 1 },
    exactTitlesFirst,
    listedStatus: 7,
    visibleStatuses: [7, 8],
    filtersOf: (filter) => [filter.cityId === undefined ? undefined : eq(projects.cityId, filter.cityId)],
  };
}

export type SentQuery = { text: string; params: unknown[] };

/**
 * A database that records every statement and answers each with the next scripted rows (arrays in the
 * select's column order, as node-postgres gives them in array mode); no rows once the script runs out.
 */
export function scriptedDb(answers: unknown[][][]): { db: Db; sent: SentQuery[] } {
  const sent: SentQuery[] = [];
  const client = {
    query: async (query: { text: string }, params: unknown[]) => {
      sent.push({ text: query.text, params });
      return { rows: answers.shift() ?? [], rowCount: 0, fields: [] };
    },
  };
  return { db: drizzle({ client: client as never }) as unknown as Db, sent };
}

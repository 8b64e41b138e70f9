// The timeline of anything with a lifecycle (issue 26): one row per status move — from, to, who moved it and a
// translated note (a message key and its parameters, written in the reader's language). Orders and after-sales
// have one; tickets and projects will. Written once so each gets the same columns, checks and index; the names
// are the subject's (`order_events`, `after_sale_events`), so these are the tables the migrations created.
import {
  bigint,
  check,
  index,
  jsonb,
  type PgColumn,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../db/ddl.js';

/**
 * How the subject names things: `name` prefixes the table and its index (`after_sale` → after_sale_events),
 * `subjectId` is the foreign key's property and `subjectIdColumn` its column (afterSaleId / after_sale_id).
 */
export type TimelineNames<K extends string> = { name: string; subjectId: K; subjectIdColumn: string };

function subjectReference(column: string, subject: { id: PgColumn }) {
  return bigint(column, { mode: 'number' })
    .notNull()
    .references(() => subject.id);
}

/** `${name}_events`: the subject's moves, read in id order per subject. */
export function timelineTable<K extends string, S extends number, A extends number>(
  names: TimelineNames<K>,
  subject: { id: PgColumn },
  codes: { statuses: Record<string, S>; actors: Record<string, A> },
) {
  const table = `${names.name}_events`;
  const subjectId = { [names.subjectId]: subjectReference(names.subjectIdColumn, subject) } as Record<
    K,
    ReturnType<typeof subjectReference>
  >;
  return pgTable(
    table,
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      ...subjectId,
      fromStatus: smallint('from_status').$type<S>(),
      toStatus: smallint('to_status').$type<S>().notNull(),
      actor: smallint('actor').$type<A>().notNull(),
      /** A message key (lib/messages) and its parameters: the note is written in the reader's language. */
      noteKey: varchar('note_key', { length: 48 }).notNull(),
      params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
      at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    },
    (t) => [
      index(`${table}_${names.subjectIdColumn.replace(/_id$/, '')}_idx`).on(t[names.subjectId], t.id),
      check(`${table}_to_check`, oneOf(t.toStatus, codes.statuses)),
      check(`${table}_actor_check`, oneOf(t.actor, codes.actors)),
    ],
  );
}

// One statement of several data-modifying CTEs, built in parts (decision 0026): a transaction's writes that
// depend on nothing read between them go to PostgreSQL in one round trip instead of one each.
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Collects a statement's CTEs and their parameters. `param` numbers placeholders in the order the parts add
 * them, so the same parts give the same text (and the same statement name, db/prepared.ts) every time.
 */
export class StatementBuilder {
  readonly values: unknown[] = [];
  private readonly parts: string[] = [];

  /** A placeholder for `value`, cast to `type` (PostgreSQL cannot infer types inside CTEs). */
  param(value: unknown, type: string): string {
    this.values.push(value);
    return `$${this.values.length}::${type}`;
  }

  /** The number the next placeholder will take: for parts written elsewhere with their own numbering. */
  get nextParam(): number {
    return this.values.length + 1;
  }

  /** `name as (body)`. */
  with(name: string, body: string): this {
    this.parts.push(`${name} as (${body})`);
    return this;
  }

  /**
   * `name as materialized (body)`: run once, whole, where first read (a locking read must not be folded into
   * the statement that reads it).
   */
  withMaterialized(name: string, body: string): this {
    this.parts.push(`${name} as materialized (${body})`);
    return this;
  }

  /** A CTE written elsewhere whose placeholders already start at `nextParam` (jobs/enqueue.ts outboxPart). */
  withWritten(cte: string, values: unknown[]): this {
    this.parts.push(cte);
    this.values.push(...values);
    return this;
  }

  /** The whole text, ending with `select`. */
  text(select: string): string {
    return `with ${this.parts.join(',\n')}\n${select}`;
  }
}

/** A CTE's rows as one JSON array (empty when it wrote none), ordered by id: the order they were inserted. */
export const rowsAsJson = (cte: string) =>
  `(select coalesce(jsonb_agg(to_jsonb(r) order by r.id), '[]'::jsonb) from ${cte} r)`;

/**
 * A table's columns, by their property in the Drizzle schema (identity columns included: a statement may write
 * ids taken ahead from the sequence).
 */
type InsertKey<T extends PgTable> = keyof T['_']['columns'] & string;

/** A row for insertRecords: values by schema property (a property the schema no longer has is a type error). */
export type RecordOf<T extends PgTable, K extends InsertKey<T>> = { [P in K]: unknown };

/**
 * `insert into <table> (<columns>) select … from jsonb_to_recordset(<rows>) as r(<column> <type>, …)`, every name
 * and type read from the Drizzle schema (issue 26: the money path's statements spelled column lists as strings,
 * so a renamed column was not a type error). Rows are inserted in the order given (`r.n`), so their ids follow
 * it; `identity` writes ids taken ahead from the sequence. Only `when` the caller's condition holds.
 */
export function insertRecords<T extends PgTable, K extends InsertKey<T>>(
  b: StatementBuilder,
  table: T,
  keys: readonly K[],
  rows: readonly RecordOf<T, K>[],
  options: { when: string; identity?: boolean },
): string {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const named = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column;
  });
  const list = named.map((column) => `"${column.name}"`).join(', ');
  const definitions = named.map((column) => `"${column.name}" ${column.getSQLType()}`).join(', ');
  const records = rows.map((row, n) => {
    const record: Record<string, unknown> = { n };
    keys.forEach((key, i) => {
      const value = row[key];
      record[(named[i] as PgColumn).name] = value instanceof Date ? value.toISOString() : value;
    });
    return record;
  });
  return `insert into "${getTableName(table)}" (${list})${options.identity ? '\noverriding system value' : ''}
select ${named.map((column) => `r."${column.name}"`).join(', ')}
from jsonb_to_recordset(${b.param(JSON.stringify(records), 'jsonb')}) as r(${definitions}, n integer)
where ${options.when}
order by r.n
returning *`;
}

/**
 * A table's SQL names by schema property, quoted, and `$table` for its own: `sqlNames(cartLines).customerId` is
 * `"customer_id"`. For the money path's hand-written statements: a renamed property is a type error there.
 */
export function sqlNames<T extends PgTable>(
  table: T,
): { readonly [K in InsertKey<T>]: string } & { $table: string } {
  const names: Record<string, string> = { $table: `"${getTableName(table)}"` };
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    names[key] = `"${column.name}"`;
  }
  return names as { readonly [K in InsertKey<T>]: string } & { $table: string };
}

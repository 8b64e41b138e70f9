// One statement of several data-modifying CTEs, built in parts (decision 0026): a transaction's writes that
// depend on nothing read between them go to PostgreSQL in one round trip instead of one each.

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

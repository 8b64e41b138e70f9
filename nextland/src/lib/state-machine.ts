// A status code's lifecycle as data: a map of allowed moves. Checking a move and writing it are one step, so
// no code path can skip the rules, and two requests racing to move the same row cannot both win.
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SqlExecutor } from '../db/executor.js';
import { ConflictError, NotFoundError } from './errors.js';
import type { MessageKey } from './messages/index.js';

export type StateMachine<S extends number> = {
  readonly moves: Readonly<Record<S, readonly S[]>>;
  /** True when `from → to` is an allowed move (an unknown `from` allows nothing). */
  can(from: number, to: S): boolean;
  /** Throws a 409 ConflictError, in the request's language, unless `from → to` is allowed. */
  assertMove(from: number, to: S): void;
  /** The translated name's key of a state (undefined for an unknown code). */
  label(state: number): MessageKey | undefined;
};

export type StateMachineDefinition<S extends number> = {
  /** From each state, the states it may move to. */
  moves: Readonly<Record<S, readonly S[]>>;
  /** Each state's translated name, for the "cannot change from … to …" message. */
  labels: Readonly<Record<S, MessageKey>>;
  /** A more specific message for a refused `from → to` (e.g. "already under review" for pending → pending). */
  refusals?: Readonly<Partial<Record<S, Partial<Record<S, MessageKey>>>>>;
};

export function defineStateMachine<S extends number>(definition: StateMachineDefinition<S>): StateMachine<S> {
  const { moves, labels } = definition;
  const refusals: Partial<Record<S, Partial<Record<S, MessageKey>>>> = definition.refusals ?? {};
  const can = (from: number, to: S) =>
    Object.hasOwn(moves, from) && (moves[from as S] as readonly number[]).includes(to);
  return {
    moves,
    can,
    label: (state) => (Object.hasOwn(labels, state) ? labels[state as S] : undefined),
    assertMove(from, to) {
      if (can(from, to)) return;
      const specific = refusals[from as S]?.[to];
      if (specific) throw new ConflictError(specific);
      const fromLabel = labels[from as S];
      if (!fromLabel) throw new ConflictError();
      if (from === to) throw new ConflictError('state.unchanged', { state: { key: fromLabel } });
      throw new ConflictError('state.illegalMove', { from: { key: fromLabel }, to: { key: labels[to] } });
    },
  };
}

/** Columns written with a move: values, or SQL (e.g. `round + 1`), as Drizzle's `set` takes them. */
type ColumnValues<T extends StatusTable> = { [K in keyof T['$inferInsert']]?: T['$inferInsert'][K] | SQL };

/** A table whose rows carry a status code: its key is `id`, its status column `status`. */
export type StatusTable = PgTable & { id: PgColumn; status: PgColumn };

export type Move<S extends number, T extends StatusTable> = {
  id: number;
  /** The status the caller read in this transaction; read here when omitted. */
  from?: number;
  to: S;
  /** Other columns written with the move (e.g. reviewer, reviewedAt), a value or an SQL expression. */
  set?: ColumnValues<T>;
};

/**
 * Moves one row along the machine inside the caller's transaction. The UPDATE is conditional on the row
 * still being in `from`: if another transaction moved it first (PostgreSQL re-checks the condition once that
 * one commits), nothing is written and it is a 409, like an illegal move. Unknown id → 404.
 */
export async function transition<S extends number, T extends StatusTable>(
  tx: SqlExecutor,
  machine: StateMachine<S>,
  table: T,
  move: Move<S, T>,
): Promise<T['$inferSelect']> {
  const from = move.from ?? (await currentStatus(tx, table, move.id));
  const [row] = await transitionAll(tx, machine, table, {
    from: from as S,
    to: move.to,
    where: eq(table.id, move.id),
    ...(move.set ? { set: move.set } : {}),
  });
  if (!row) throw new ConflictError();
  return row;
}

async function currentStatus(tx: SqlExecutor, table: StatusTable, id: number): Promise<number> {
  const [row] = await tx
    .select({ status: table.status })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) throw new NotFoundError();
  return row.status as number;
}

export type SetMove<S extends number, T extends StatusTable> = {
  from: S;
  to: S;
  /** Which rows (besides being in `from`): e.g. every deposit of one lot. */
  where?: SQL | undefined;
  set?: ColumnValues<T>;
};

/**
 * Moves every row that matches `where` and is still in `from` to `to`, in one statement: a set of rows moving
 * together (every held deposit of a lot released at its close), or one row whose caller takes "already moved" as
 * an answer, not an error. The move is checked against the machine first; rows in any other state are left as
 * they are. Answers the rows moved.
 */
export async function transitionAll<S extends number, T extends StatusTable>(
  tx: SqlExecutor,
  machine: StateMachine<S>,
  table: T,
  move: SetMove<S, T>,
): Promise<T['$inferSelect'][]> {
  machine.assertMove(move.from, move.to);
  const rows = await tx
    .update(table as PgTable)
    .set({ ...move.set, status: move.to } as never)
    .where(and(eq(table.status, move.from), move.where))
    .returning();
  return rows as T['$inferSelect'][];
}

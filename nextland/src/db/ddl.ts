// Named constants inside DDL (check constraints, partial-index predicates), where parameters are not allowed:
// the schema states its rules with the same constants the code uses, and drizzle-kit writes them as literals.
import { type SQL, sql } from 'drizzle-orm';
import { type PgColumn, timestamp } from 'drizzle-orm/pg-core';
import { MAX_FEN } from '../lib/money.js';

/** A point in time as every table keeps it: with its time zone, to the millisecond (JavaScript's precision). */
export const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** An integer constant as an SQL literal. */
export function literal(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not an integer constant: ${value}`);
  return sql.raw(String(value));
}

/** `column in (…)` over every value of a named-constant object (e.g. GoodsStatus). */
export function oneOf(column: PgColumn, values: Readonly<Record<string, number>>): SQL {
  const list = sql.join(Object.values(values).map(literal), sql.raw(', '));
  return sql`${column} in (${list})`;
}

/** 0 ≤ amount ≤ 2^53 − 1: every stored amount of fen reads back exactly as a JS number. */
export function fenRange(column: PgColumn): SQL {
  return sql`${column} between 0 and ${literal(MAX_FEN)}`;
}

/** `column in ('a', 'b')` over a fixed list of text codes (constants of the code, never user input). */
export function textOneOf(column: PgColumn, codes: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(codes.map((code) => `'${code.replace(/'/g, "''")}'`).join(', '))})`;
}

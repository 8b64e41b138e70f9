// The platform's commission on a settled order (decision 0027 §5): `(gross − refunded) × rate`, rate in basis
// points, rounded half to even to whole fen. The sweep computes it in SQL (`commissionSql`); the JavaScript
// twin is the reference the property test holds the SQL to.

import { type SQL, sql } from 'drizzle-orm';

export const BASIS_POINTS = 10_000;

/** round_half_even(base × rateBp / 10,000) in exact integer arithmetic. */
export function commissionFen(baseFen: number, rateBp: number): number {
  const product = BigInt(baseFen) * BigInt(rateBp);
  const divisor = BigInt(BASIS_POINTS);
  const quotient = product / divisor;
  const twice = (product % divisor) * 2n;
  if (twice > divisor || (twice === divisor && quotient % 2n === 1n)) return Number(quotient + 1n);
  return Number(quotient);
}

/**
 * The same in SQL over a bigint expression `base` and an integer `rate`: numeric, because base × rate may pass
 * 2^63 for the largest amounts. PostgreSQL's own `round` rounds half away from zero, so the tie is spelt out.
 */
export function commissionSql(base: SQL, rate: SQL): SQL {
  const product = sql`(${base})::numeric * (${rate})`;
  const quotient = sql`div(${product}, ${BASIS_POINTS})`;
  const twice = sql`mod(${product}, ${BASIS_POINTS}) * 2`;
  return sql`(${quotient} + case when ${twice} > ${BASIS_POINTS} or (${twice} = ${BASIS_POINTS} and mod(${quotient}, 2) = 1) then 1 else 0 end)::bigint`;
}

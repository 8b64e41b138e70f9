// REST DTOs -> GraphQL parents for bank cards and no-postage entries (codegen `mappers` point here).
import type { CreateExpressInput } from '../../generated/graphql.js';
import type { CreateExpressDto, ExpressDto } from '../../rest/contract.js';

/** `minAmount` is fen here and Money in the schema (ExpressEntry.minAmount resolver). */
export type ExpressParent = ExpressDto;

/** nextland sends codes and, in the request's language, their names: one list of `{ code, name }`. */
export function toRegions(entry: Pick<ExpressDto, 'regions' | 'regionNames'>) {
  return entry.regions.map((code, i) => ({ code, name: entry.regionNames[i] ?? code }));
}

/** Absent minimums are left out: nextland requires at least one and rejects nulls. */
export function toCreateExpress(input: CreateExpressInput): CreateExpressDto {
  const body: CreateExpressDto = { name: input.name, regions: input.regions };
  if (input.minCount != null) body.minCount = input.minCount;
  if (input.minAmount != null) body.minAmount = input.minAmount;
  return body;
}

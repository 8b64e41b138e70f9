import { LIMITS } from '@nextland/rules';
import { MAX_FEN, parseYuanInput } from '../../../lib/money.js';

export type ExpressValues = { name: string; regions: string[]; minCount: string; minAmount: string };
export type ExpressField = keyof ExpressValues;

/** Message keys under `wallet:noPostage.errors`. */
export type ExpressErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'regionsRequired'
  | 'regionsTooMany'
  | 'regionTooLong'
  | 'minCountInvalid'
  | 'minAmountInvalid'
  | 'minimumRequired';

export type ExpressErrors = Partial<Record<ExpressField, ExpressErrorKey>>;

export const EXPRESS_NAME_MAX = LIMITS.expressName;
export const EXPRESS_REGIONS_MAX = LIMITS.regions;
export const EXPRESS_REGION_MAX = LIMITS.region;
const MIN_COUNT_MAX = LIMITS.minCount;

export type ExpressInput = { name: string; regions: string[]; minCount?: number; minAmount?: number };

/**
 * nextland's `createExpressBody`: a name, 1–50 regions, and at least one of a count (1–9999) and an amount
 * (from 1 fen). The amount is typed in yuan and sent in fen.
 */
export function parseExpress(values: ExpressValues): { input: ExpressInput | null; errors: ExpressErrors } {
  const errors: ExpressErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'nameRequired';
  else if (name.length > EXPRESS_NAME_MAX) errors.name = 'nameTooLong';
  const regions = [...new Set(values.regions.map((region) => region.trim()).filter(Boolean))];
  if (regions.length === 0) errors.regions = 'regionsRequired';
  else if (regions.length > EXPRESS_REGIONS_MAX) errors.regions = 'regionsTooMany';
  else if (regions.some((region) => region.length > EXPRESS_REGION_MAX)) errors.regions = 'regionTooLong';

  let minCount: number | undefined;
  if (values.minCount.trim()) {
    const count = Number(values.minCount.trim());
    if (Number.isInteger(count) && count >= 1 && count <= MIN_COUNT_MAX) minCount = count;
    else errors.minCount = 'minCountInvalid';
  }
  let minAmount: number | undefined;
  if (values.minAmount.trim()) {
    const fen = parseYuanInput(values.minAmount);
    if (fen !== null && fen >= 1 && fen <= MAX_FEN) minAmount = fen;
    else errors.minAmount = 'minAmountInvalid';
  }
  if (!values.minCount.trim() && !values.minAmount.trim()) errors.minCount = 'minimumRequired';

  if (Object.keys(errors).length > 0) return { input: null, errors };
  return {
    input: {
      name,
      regions,
      ...(minCount !== undefined ? { minCount } : {}),
      ...(minAmount !== undefined ? { minAmount } : {}),
    },
    errors,
  };
}

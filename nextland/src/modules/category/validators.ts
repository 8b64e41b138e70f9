import { z } from 'zod';
import { TOTAL_RELATIONS } from '../../lib/cursor.js';

export const categoryDto = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string().describe('In the request language'),
    goodsCount: z
      .number()
      .int()
      .describe(
        'Goods on sale in this category: exact, or a lower bound when goodsCountRelation is AT_LEAST',
      ),
    goodsCountRelation: z
      .enum(TOTAL_RELATIONS)
      .describe('EXACT, or AT_LEAST when counting stopped at the cap (2,000; decision 0006)'),
  })
  .meta({ id: 'Category' });

export type CategoryDto = z.output<typeof categoryDto>;

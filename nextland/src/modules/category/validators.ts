import { z } from 'zod';

export const categoryDto = z
  .object({
    id: z.string(),
    code: z.string(),
    name: z.string().describe('In the request language'),
    goodsCount: z.number().int().describe('Goods on sale in this category'),
  })
  .meta({ id: 'Category' });

export type CategoryDto = z.output<typeof categoryDto>;

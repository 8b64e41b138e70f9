import { z } from 'zod';

export const reactionStateDto = z
  .object({
    id: z.string().describe('Goods id'),
    likeCount: z.number().int(),
    collectCount: z.number().int(),
    isLiked: z.boolean().describe("The caller's like after the call"),
    isCollected: z.boolean().describe("The caller's collect after the call"),
  })
  .meta({ id: 'GoodsReactionState' });

import { z } from 'zod';

function reactionStateShape(item: string) {
  return z.object({
    id: z.string().describe(`${item} id`),
    likeCount: z.number().int(),
    collectCount: z.number().int(),
    isLiked: z.boolean().describe("The caller's like after the call"),
    isCollected: z.boolean().describe("The caller's collect after the call"),
  });
}

export const reactionStateDto = reactionStateShape('Goods').meta({ id: 'GoodsReactionState' });
export const workReactionStateDto = reactionStateShape('Work').meta({ id: 'WorkReactionState' });

// Likes and collects of goods and works: GraphQL's reaction names as nextland's path verbs.
import type { GoodsReaction } from '../../generated/graphql.js';

export const restReaction: Record<GoodsReaction, 'like' | 'collect'> = { LIKE: 'like', COLLECT: 'collect' };

// The list parameters every catalogue that can be liked takes (goods, works): the caller's flags on each record,
// and "liked by me" / "collected by me".
import { z } from 'zod';

const booleanQuery = z
  .enum(['true', 'false'], { error: 'field.boolean' })
  .transform((v) => v === 'true')
  .optional();

/** `isAuthUserLike`, `isAuthUserCollect`, `likedByMe`, `collectedByMe`; `items` names what the list holds. */
export function reactionListQuery(items: 'goods' | 'works') {
  return {
    isAuthUserCollect: booleanQuery.describe('Fill isCollected for the logged-in user'),
    isAuthUserLike: booleanQuery.describe('Fill isLiked for the logged-in user'),
    likedByMe: booleanQuery.describe(
      `Only ${items} the logged-in user liked, newest like first (\`sort\` is ignored); needs \`ft-auth\` (506/507)`,
    ),
    collectedByMe: booleanQuery.describe(
      `Only ${items} the logged-in user collected, newest collect first (\`sort\` is ignored); needs \`ft-auth\``,
    ),
  };
}

/** The cursor kind of a "by me" list: liked drives when both are asked for. */
export function reactionCursorSort(query: {
  likedByMe?: boolean | undefined;
  collectedByMe?: boolean | undefined;
}): 'liked' | 'collected' | undefined {
  if (query.likedByMe) return 'liked';
  if (query.collectedByMe) return 'collected';
  return undefined;
}

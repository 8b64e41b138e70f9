/** `?mine=likes|collects` on /goods and /opus: only the logged-in user's liked or collected items (newest first). */
export const MINE = ['likes', 'collects'] as const;
export type MineParam = (typeof MINE)[number];

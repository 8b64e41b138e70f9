import { z } from 'zod';

// Declared on every route for the OpenAPI document; the onRequest hook has already resolved it
// (unknown values fall back to zh-cn), so validation never rejects it.
export const langQuery = z.string().optional().describe('zh-cn (default) | en | zh-tw');

export const langOnlyQuery = z.object({ lang: langQuery });

// The caller a catalogue list needs for its personal parts (goods and works lists alike).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { viewerOf } from '../session/guard.js';
import { reactionCursorSort } from './validators.js';

type ListQuery = {
  isAuthUserLike?: boolean | undefined;
  isAuthUserCollect?: boolean | undefined;
  likedByMe?: boolean | undefined;
  collectedByMe?: boolean | undefined;
};

/**
 * Required for a "by me" filter (506/507 without a live session), looked up for flags, and not at all
 * otherwise: a list without personal parts costs no session lookup and ignores the token.
 */
export function listViewer(db: Db, request: FastifyRequest, query: ListQuery): Promise<number | null> {
  const required = reactionCursorSort(query) !== undefined;
  if (!required && !query.isAuthUserLike && !query.isAuthUserCollect) return Promise.resolve(null);
  return viewerOf(db, request, required);
}

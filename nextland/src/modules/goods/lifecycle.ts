import type { Db } from '../../db/client.js';
import { transition } from '../../lib/state-machine.js';
import { goods } from './schema.js';
import { type GoodsStatus, goodsMachine } from './status.js';

/**
 * The one way goods change status (release, review, off-shelf, sold out, restock): along goodsMachine, inside
 * the caller's transaction. An illegal move, or one another request made first, is a 409 that writes
 * nothing; unknown goods are a 404.
 */
export function moveGoods(tx: Db, id: number, to: GoodsStatus) {
  return transition(tx, goodsMachine, goods, { id, to, set: { updatedAt: new Date() } });
}

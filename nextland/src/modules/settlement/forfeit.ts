// A deposit forfeited to the seller (decision 0028 §3) is settled when it is forfeited, in the forfeit's
// transaction: a settlement with the commission of any order (net + commission = gross), and the ledger's forfeit
// and commission entries, available at once.
import type { Db } from '../../db/client.js';
import { DEPOSIT_PURPOSE } from '../auction/schema.js';
import { recordForfeit } from '../ledger/service.js';
import { commissionFen } from './commission.js';
import { settlements } from './schema.js';

export async function settleForfeit(
  tx: Db,
  rateBp: number,
  forfeit: { depositId: number; sellerId: number; amountFen: number },
): Promise<void> {
  const commission = commissionFen(forfeit.amountFen, rateBp);
  await tx.insert(settlements).values({
    kind: 'forfeit',
    depositId: forfeit.depositId,
    sellerId: forfeit.sellerId,
    grossFen: forfeit.amountFen,
    refundedFen: 0,
    commissionFen: commission,
    netFen: forfeit.amountFen - commission,
    rateBp,
  });
  await recordForfeit(tx, {
    sellerId: forfeit.sellerId,
    subject: DEPOSIT_PURPOSE,
    subjectId: forfeit.depositId,
    amountFen: forfeit.amountFen,
    commissionFen: commission,
  });
}

import { z } from 'zod';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';
import { fenSchema } from '../../lib/money.js';
import type { SettlementKind } from './status.js';

export const SETTLEMENT_STATES = ['pending', 'paid'] as const;
export const SETTLEMENT_KINDS = ['order', 'forfeit'] as const satisfies readonly SettlementKind[];
export const PAYOUT_STATES = ['pending', 'paid', 'failed'] as const;

export const settlementSummaryDto = z
  .object({
    pendingFen: fenSchema.describe('Net of settled orders not paid out yet (batched or still waiting)'),
    pendingCount: z.number().int(),
    paidFen: fenSchema.describe('Net paid out to the seller’s cards so far'),
    paidCount: z.number().int(),
    incomingFen: fenSchema.describe(
      'Sales not settled yet: orders paid but not complete, or within their after-sales window (net of refunds)',
    ),
    rateBasisPoints: z.number().int().describe('The commission rate new settlements use (500 = 5 %)'),
    hasDefaultCard: z.boolean().describe('False: settlements wait until a default bank card is added'),
  })
  .meta({ id: 'SettlementSummary' });

export const settlementDto = z
  .object({
    id: z.string(),
    kind: z
      .enum(SETTLEMENT_KINDS)
      .describe('order: a completed order; forfeit: a deposit the winner of a lot lost by not paying'),
    orderId: z.string().nullable().describe('The order settled; null for a forfeit'),
    orderNumber: z.string().nullable(),
    lot: z
      .object({ goodsId: z.string(), title: z.string() })
      .nullable()
      .describe('A forfeit: the lot (addressed by its goods id) the deposit was on; null for an order'),
    grossFen: fenSchema.describe('What the buyer paid for the order (a forfeit: the deposit)'),
    refundedFen: fenSchema.describe('After-sale refunds that succeeded'),
    commissionFen: fenSchema.describe('(gross − refunded) × rate, rounded half to even'),
    netFen: fenSchema.describe('gross − refunded − commission: what the seller gets'),
    rateBasisPoints: z.number().int(),
    status: z.enum(SETTLEMENT_STATES),
    payoutId: z.string().nullable(),
    createdAt: z.string().describe('ISO 8601 UTC: when the order was settled (a forfeit: when forfeited)'),
    paidAt: z.string().nullable(),
  })
  .meta({ id: 'Settlement' });

export const settlementPageDto = cursorPageSchema(cursorRecord(settlementDto, 'SettlementCursorRecord')).meta(
  { id: 'SettlementCursorPage' },
);

const payoutDto = z.object({
  id: z.string(),
  amountFen: fenSchema,
  maskedCard: z.string().describe('The card paid to, as it was when the payout was made'),
  bankName: z.string(),
  status: z.enum(PAYOUT_STATES),
  attempts: z.number().int().describe('Attempts made so far (retries included)'),
  lastError: z.string().nullable().describe('Why the last attempt failed, while retried or once failed'),
  settlementCount: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});

export const payoutPageDto = cursorPageSchema(cursorRecord(payoutDto, 'PayoutCursorRecord')).meta({
  id: 'PayoutCursorPage',
});

export type SettlementDto = z.output<typeof settlementDto>;
export type PayoutDto = z.output<typeof payoutDto>;

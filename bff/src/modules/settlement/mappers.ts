// REST DTOs -> GraphQL objects for settlements and payouts: fen -> Money, status names -> enum values.
import type { Payout, Settlement, SettlementState } from '../../generated/graphql.js';
import type { PayoutCursorPageDto, SettlementCursorPageDto } from '../../rest/contract.js';
import { toMoney } from '../base/money.js';

type SettlementDto = SettlementCursorPageDto['records'][number];
type PayoutDto = PayoutCursorPageDto['records'][number];

export function toSettlement(dto: SettlementDto): Settlement & { cursor: string } {
  return {
    id: dto.id,
    kind: dto.kind === 'forfeit' ? 'FORFEIT' : 'ORDER',
    orderId: dto.orderId,
    orderNumber: dto.orderNumber,
    lot: dto.lot,
    gross: toMoney(dto.grossFen),
    refunded: toMoney(dto.refundedFen),
    commission: toMoney(dto.commissionFen),
    net: toMoney(dto.netFen),
    rateBasisPoints: dto.rateBasisPoints,
    state: dto.status === 'paid' ? 'PAID' : 'PENDING',
    createdAt: dto.createdAt,
    paidAt: dto.paidAt,
    cursor: dto.cursor,
  };
}

export function toPayout(dto: PayoutDto): Payout & { cursor: string } {
  return {
    id: dto.id,
    amount: toMoney(dto.amountFen),
    maskedCard: dto.maskedCard,
    bankName: dto.bankName,
    state: dto.status === 'paid' ? 'PAID' : dto.status === 'failed' ? 'FAILED' : 'PENDING',
    attempts: dto.attempts,
    lastError: dto.lastError,
    settlementCount: dto.settlementCount,
    createdAt: dto.createdAt,
    paidAt: dto.paidAt,
    cursor: dto.cursor,
  };
}

export function fromSettlementState(state: SettlementState | null | undefined) {
  if (!state) return {};
  return { status: state === 'PAID' ? ('paid' as const) : ('pending' as const) };
}

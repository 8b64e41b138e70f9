import { describe, expect, it } from 'vitest';
import {
  applyUpdate,
  type BidRow,
  clockOffset,
  type LotState,
  type LotUpdate,
  mergeRows,
} from './lot-updates';

const money = (amount: number) => ({ amount, currency: 'CNY' });
const lot: LotState = {
  goodsId: '7',
  lotId: '3',
  status: 'BIDDING',
  startPrice: money(1000),
  price: money(1200),
  minimumNext: money(1300),
  bidCount: 3,
  seq: 3,
  startsAt: '2026-11-25T10:00:00.000Z',
  endsAt: '2026-11-25T12:00:00.000Z',
  hasReserve: false,
  reserveMet: true,
  leader: 'a*',
  deposit: null,
  viewer: null,
  serverTime: '2026-11-25T11:00:00.000Z',
};
const row = (seq: number, amount: number): BidRow => ({
  seq,
  bidder: 'b*',
  amount: money(amount),
  kind: 'MANUAL',
  at: '2026-11-25T11:00:00.000Z',
  mine: null,
});
const update = (seq: number, bids: BidRow[], endsAt = lot.endsAt): LotUpdate => ({
  goodsId: '7',
  cause: bids.length ? 'BID' : 'CLOSED',
  seq,
  status: bids.length ? 'BIDDING' : 'WON_AWAITING_PAYMENT',
  price: money(bids[0]?.amount.amount ?? 1200),
  minimumNext: money((bids[0]?.amount.amount ?? 1200) + 100),
  bidCount: seq,
  endsAt,
  reserveMet: true,
  leader: 'b*',
  bids,
});

describe('applyUpdate', () => {
  it('applies the next bid and puts its row on top', () => {
    const outcome = applyUpdate(lot, update(4, [row(4, 1300)]));
    expect(outcome).toMatchObject({ kind: 'apply', rows: [{ seq: 4 }], extended: false });
    if (outcome.kind === 'apply') {
      expect(outcome.lot).toMatchObject({ seq: 4, price: money(1300), leader: 'b*', lotId: '3' });
    }
  });

  it('applies a bid and its proxy answer (two rows) as one update', () => {
    const outcome = applyUpdate(lot, update(5, [row(5, 1400), row(4, 1300)]));
    expect(outcome).toMatchObject({ kind: 'apply', rows: [{ seq: 5 }, { seq: 4 }] });
  });

  it('ignores an update no newer than what is shown', () => {
    expect(applyUpdate(lot, update(3, [row(3, 1200)]))).toEqual({ kind: 'ignore' });
    expect(applyUpdate(lot, update(2, [row(2, 1100)]))).toEqual({ kind: 'ignore' });
  });

  it('refetches on a gap (an update was missed)', () => {
    expect(applyUpdate(lot, update(6, [row(6, 1500)]))).toEqual({ kind: 'refetch' });
    expect(applyUpdate(lot, update(6, [row(6, 1500), row(5, 1400)]))).toEqual({ kind: 'refetch' });
  });

  it('applies a close at the same seq once, and says when the end moved later', () => {
    const closed = applyUpdate(lot, update(3, []));
    expect(closed).toMatchObject({ kind: 'apply', rows: [], lot: { status: 'WON_AWAITING_PAYMENT' } });
    if (closed.kind === 'apply') expect(applyUpdate(closed.lot, update(3, []))).toEqual({ kind: 'ignore' });
    expect(applyUpdate(lot, update(4, [row(4, 1300)], '2026-11-25T12:05:00.000Z'))).toMatchObject({
      extended: true,
    });
  });

  it('ignores another lot’s update', () => {
    expect(applyUpdate(lot, { ...update(4, [row(4, 1300)]), goodsId: '8' })).toEqual({ kind: 'ignore' });
  });
});

describe('helpers', () => {
  it('merges live rows over fetched pages without repeats, newest first', () => {
    expect(mergeRows([row(5, 1), row(4, 1)], [row(4, 1), row(3, 1)]).map((r) => r.seq)).toEqual([5, 4, 3]);
    const fetched = { ...row(4, 1), mine: true };
    expect(mergeRows([row(4, 1)], [fetched])).toEqual([fetched]);
  });

  it('takes the clock offset from the server time', () => {
    expect(clockOffset('2026-11-25T11:00:10.000Z', Date.parse('2026-11-25T11:00:00.000Z'))).toBe(10_000);
    expect(clockOffset('nonsense', 5)).toBe(0);
  });
});

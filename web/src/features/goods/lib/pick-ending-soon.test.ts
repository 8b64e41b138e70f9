import { describe, expect, it } from 'vitest';
import type { AuctionStatus } from '../../../graphql/generated/graphql';
import { pickEndingSoon } from './pick-ending-soon';

const lot = (id: string, endsAt: string, status: AuctionStatus = 'BIDDING') => ({
  id,
  auction: { endsAt, status },
});

describe('pickEndingSoon', () => {
  it('keeps open lots only, soonest end first, up to the count', () => {
    const records = [
      lot('a', '2026-11-25T00:00:00Z'),
      lot('b', '2026-11-23T00:00:00Z'),
      lot('c', '2026-11-22T09:00:00Z', 'NOT_STARTED'),
      lot('d', '2026-11-24T00:00:00Z'),
      lot('e', '2026-11-22T10:00:00Z', 'COMPLETED'),
      { id: 'f', auction: null },
      lot('g', '2026-11-26T00:00:00Z'),
    ];
    expect(pickEndingSoon(records, 3).map((r) => r.id)).toEqual(['b', 'd', 'a']);
  });

  it('does not reorder the input', () => {
    const records = [lot('a', '2026-11-25T00:00:00Z'), lot('b', '2026-11-23T00:00:00Z')];
    pickEndingSoon(records, 4);
    expect(records.map((r) => r.id)).toEqual(['a', 'b']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError, ConflictError } from './errors.js';
import { t } from './messages/index.js';
import { defineStateMachine } from './state-machine.js';

// A review-like machine: 0 → 1, 1 → 2 | 3, 3 → 1; 2 is final.
const machine = defineStateMachine<0 | 1 | 2 | 3>({
  moves: { 0: [1], 1: [2, 3], 2: [], 3: [1] },
  labels: {
    0: 'status.review.notSubmitted',
    1: 'status.review.underReview',
    2: 'status.review.approved',
    3: 'status.review.rejected',
  },
  refusals: { 1: { 1: 'verification.pending' } },
});

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the move was allowed');
}

describe('defineStateMachine', () => {
  it('allows exactly the moves in the map', () => {
    expect(machine.can(0, 1)).toBe(true);
    expect(machine.can(3, 1)).toBe(true);
    expect(machine.can(2, 1)).toBe(false);
    expect(machine.can(0, 2)).toBe(false);
    // An unknown current state allows nothing.
    expect(machine.can(9, 1)).toBe(false);
    expect(() => machine.assertMove(1, 2)).not.toThrow();
  });

  it('refuses an illegal move with a 409 naming both states in every language', () => {
    const error = refusal(() => machine.assertMove(2, 1));
    expect(error).toBeInstanceOf(ConflictError);
    expect(error.code).toBe(409);
    expect(t('en', error.messageKey, error.params)).toBe('Cannot change from “approved” to “under review”');
    expect(t('zh-cn', error.messageKey, error.params)).toBe('无法从“已通过”变为“审核中”');
    expect(t('zh-tw', error.messageKey, error.params)).toBe('無法從「已通過」變為「審核中」');
  });

  it('says a move to the current state is no move at all', () => {
    const error = refusal(() => machine.assertMove(2, 2));
    expect(t('en', error.messageKey, error.params)).toBe('It is already “approved”');
    expect(t('zh-cn', error.messageKey, error.params)).toBe('当前已是“已通过”');
    expect(t('zh-tw', error.messageKey, error.params)).toBe('目前已是「已通過」');
  });

  it('uses the specific refusal where one is given, and a plain 409 for an unknown state', () => {
    expect(refusal(() => machine.assertMove(1, 1)).messageKey).toBe('verification.pending');
    const unknown = refusal(() => machine.assertMove(9, 1));
    expect([unknown.code, unknown.messageKey]).toEqual([409, 'conflict']);
  });

  it('assertMove agrees with the map for every pair (property)', () => {
    const state = fc.integer({ min: -1, max: 5 });
    fc.assert(
      fc.property(state, fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<0 | 1 | 2 | 3>, (from, to) => {
        const listed = (machine.moves as Record<number, readonly number[] | undefined>)[from] ?? [];
        const allowed = listed.includes(to);
        expect(machine.can(from, to)).toBe(allowed);
        if (allowed) expect(() => machine.assertMove(from, to)).not.toThrow();
        else expect(() => machine.assertMove(from, to)).toThrow(ConflictError);
      }),
    );
  });
});

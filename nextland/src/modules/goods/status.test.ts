import { describe, expect, it } from 'vitest';
import { DELETABLE_GOODS_STATUSES, GoodsStatus, goodsMachine } from './status.js';

const { DRAFT, UNDER_REVIEW, REJECTED, ON_SALE, OFF_SALE, SOLD_OUT } = GoodsStatus;
const ALL = Object.values(GoodsStatus);

describe('goodsMachine (docs/domain.md#item-status)', () => {
  it('is the domain table: every pair allowed or refused as written', () => {
    const allowed = new Set([
      // Release: 0/2/4 → 1, or straight to 3 (officials, auto-approved categories).
      `${DRAFT}>${UNDER_REVIEW}`,
      `${REJECTED}>${UNDER_REVIEW}`,
      `${OFF_SALE}>${UNDER_REVIEW}`,
      `${DRAFT}>${ON_SALE}`,
      `${REJECTED}>${ON_SALE}`,
      `${OFF_SALE}>${ON_SALE}`,
      // Review.
      `${UNDER_REVIEW}>${ON_SALE}`,
      `${UNDER_REVIEW}>${REJECTED}`,
      // Off-shelf, sold out, restock.
      `${ON_SALE}>${OFF_SALE}`,
      `${ON_SALE}>${SOLD_OUT}`,
      `${SOLD_OUT}>${ON_SALE}`,
      // An auction's unpaid win, and its second chance (decision 0028 §3).
      `${SOLD_OUT}>${OFF_SALE}`,
      `${OFF_SALE}>${SOLD_OUT}`,
      // Back to review: an edit of what the official approved (decision 0027 §1).
      `${ON_SALE}>${UNDER_REVIEW}`,
    ]);
    for (const from of ALL) {
      for (const to of ALL) {
        expect(goodsMachine.can(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it('deletes only what nobody can buy: drafts, rejected and off-sale goods', () => {
    expect([...DELETABLE_GOODS_STATUSES].sort()).toEqual([DRAFT, REJECTED, OFF_SALE]);
  });
});

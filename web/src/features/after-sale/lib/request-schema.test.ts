import { describe, expect, it } from 'vitest';
import { type RequestFormInput, requestedFen, requestSchema } from './request-schema.js';

function input(lines: Partial<RequestFormInput['lines'][number]>[], extra: Partial<RequestFormInput> = {}) {
  return {
    type: 'REFUND_ONLY' as const,
    reasonCode: 'damaged',
    description: '  broken  ',
    photos: [],
    lines: lines.map((line, i) => ({
      orderLineId: `l${i}`,
      selected: true,
      amount: '10.00',
      refundableFen: 1000,
      ...line,
    })),
    ...extra,
  };
}

function issues(value: unknown) {
  const result = requestSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('requestSchema', () => {
  it('sends the picked lines in fen, the photos as ids, and the description trimmed', () => {
    const parsed = requestSchema.parse(
      input([{ amount: '12.5', refundableFen: 1250 }, { selected: false }, { amount: '0.01' }], {
        photos: [{ id: '5', url: '/files/uploads/a.jpg' }],
      }),
    );
    expect(parsed).toEqual({
      type: 'REFUND_ONLY',
      reasonCode: 'damaged',
      description: 'broken',
      photoIds: ['5'],
      lines: [
        { orderLineId: 'l0', amount: 1250 },
        { orderLineId: 'l2', amount: 1 },
      ],
    });
  });

  it('refuses an amount above what the line has left, zero, or not yuan, on that line', () => {
    expect(issues(input([{ amount: '10.01' }]))).toEqual([
      ['lines.0.amount', 'aftersale:errors.amountTooHigh'],
    ]);
    expect(issues(input([{ selected: false }, { amount: '0' }]))).toEqual([
      ['lines.1.amount', 'aftersale:errors.amountZero'],
    ]);
    expect(issues(input([{ amount: '1.234' }]))).toEqual([
      ['lines.0.amount', 'aftersale:errors.amountInvalid'],
    ]);
    // Shown alongside what else the form lacks, not only once the rest is right.
    expect(issues(input([{ amount: '10.01' }], { reasonCode: '' }))).toEqual([
      ['reasonCode', 'aftersale:errors.reasonRequired'],
      ['lines.0.amount', 'aftersale:errors.amountTooHigh'],
    ]);
    // A line not picked is not checked.
    expect(issues(input([{ amount: 'x', selected: false }, {}]))).toEqual([]);
  });

  it('needs a line, a reason, at most 6 photos and 500 characters', () => {
    expect(issues(input([{ selected: false }]))).toEqual([['lines', 'aftersale:errors.noLines']]);
    expect(issues(input([{}], { reasonCode: '' }))).toEqual([
      ['reasonCode', 'aftersale:errors.reasonRequired'],
    ]);
    const photos = Array.from({ length: 7 }, (_, i) => ({ id: String(i), url: `/p${i}` }));
    expect(issues(input([{}], { photos }))).toEqual([['photos', 'aftersale:errors.tooManyPhotos']]);
    expect(issues(input([{}], { description: 'x'.repeat(501) }))).toEqual([
      ['description', 'aftersale:errors.descriptionTooLong'],
    ]);
  });

  it('adds up the picked amounts in fen, exactly', () => {
    const lines = input([{ amount: '0.1' }, { amount: '0.2' }, { amount: '9', selected: false }]).lines;
    expect(requestedFen(lines)).toBe(30);
  });
});

import { describe, expect, it } from 'vitest';
import { auctionFormSchema, toAuctionInput } from './lot-form';
import { formFieldOf, formSchemaOf, releaseDefaults, toDraftInput } from './release-form';

const local = (ms: number) => {
  const at = new Date(Date.now() + ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};
const HOUR = 3_600_000;

describe('lot form values', () => {
  it('sends the auction step in fen, reserve and deposit always (empty: none), and no price or stock', () => {
    const values = {
      ...releaseDefaults('zh-cn'),
      title: '山水',
      auction: {
        startPrice: '100',
        ladder: [
          { from: '0', increment: '5' },
          { from: '500', increment: '10' },
        ],
        reserve: '',
        deposit: '20',
        startsAt: local(HOUR),
        endsAt: local(3 * HOUR),
      },
    };
    const input = toDraftInput('LOT', values);
    expect(input).not.toHaveProperty('priceFen');
    expect(input).not.toHaveProperty('stock');
    expect(input.auction).toMatchObject({
      startPriceFen: 10_000,
      ladder: [
        { fromFen: 0, incrementFen: 500 },
        { fromFen: 50_000, incrementFen: 1_000 },
      ],
      reserveFen: null,
      depositFen: 2_000,
    });
    expect(auctionFormSchema.safeParse(values.auction).success).toBe(true);
    // A lot asks no price or stock (the stock field stays empty: NaN), but a goods form does.
    const whole = { ...values, description: '水墨', categoryId: '3', images: ['/files/uploads/a.png'] };
    expect(formSchemaOf('LOT').safeParse(whole).success).toBe(true);
    expect(formSchemaOf('GOODS').safeParse(whole).success).toBe(false);
    // A half-typed band is not sent (the stored ladder stays).
    expect(toAuctionInput({ ...values.auction, ladder: [{ from: '0', increment: '' }] })).not.toHaveProperty(
      'ladder',
    );
  });

  it('checks the step with nextland’s rules and names the form’s fields', () => {
    const result = auctionFormSchema.safeParse({
      startPrice: '100',
      ladder: [
        { from: '0', increment: '5' },
        { from: '0', increment: '10' },
      ],
      reserve: '50',
      deposit: '',
      startsAt: local(-HOUR),
      endsAt: local(-HOUR / 2),
    });
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)).toEqual([
      'ladder:field.ladderOrder',
      'reserve:field.reserveBelowStart',
      'startsAt:field.startInPast',
      'endsAt:field.auctionTooShort',
    ]);
    expect(formFieldOf('auction.ladder.1.fromFen')).toBe('auction.ladder');
    expect(formFieldOf('auction.startPriceFen')).toBe('auction.startPrice');
  });
});

// Ratings and reviews on the real app and both databases (decision 0027 §4): who may review or reply (others'
// lines and reviews are 404), the moves that are refused (409, nothing changes), bad input (400 with the
// field), the item's rating sums kept with the reviews, the public pages by keyset, and the messages.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call, V1 } from '../../test/account-helpers.js';
import { messagesOf, paidOrder } from '../../test/after-sale-helpers.js';
import { SITE } from '../../test/api-harness.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import {
  buyer,
  count,
  goodsRow,
  notifySandbox,
  orderCall,
  person,
  type Use,
} from '../../test/order-helpers.js';
import { sampleImage, uploadFile } from '../../test/upload-helpers.js';
import { buyWorks, work } from '../../test/work-order-helpers.js';
import { works } from '../work/schema.js';
import type { OrderReviewsDto, ReviewDto } from './dto.js';

const REVIEW = `${V1}/customer/order/review`;
type Page = {
  records: ReviewDto[];
  hasNext: boolean;
  nextCursor: string | null;
  summary: { count: number; average: number | null };
};

function review(use: Use, token: string, body: Record<string, unknown>) {
  return call<ReviewDto>(use().app, 'POST', `${REVIEW}/create`, body, { token });
}
const reply = (use: Use, token: string, id: string, text: string) =>
  call<ReviewDto>(use().app, 'POST', `${REVIEW}/seller/reply/${id}`, { text }, { token });
const ofOrder = (use: Use, token: string, id: string, seller = false) =>
  call<OrderReviewsDto>(use().app, 'GET', `${REVIEW}/${seller ? 'seller/' : ''}order/${id}`, undefined, {
    token,
  });
const page = (use: Use, kind: string, id: string | number, query = '') =>
  call<Page>(use().app, 'GET', `${SITE}/ratings/${kind}/${id}?size=2${query}`);

/** A completed order of two units of one goods item: the buyer, the seller, the line and the goods id. */
async function completed(use: Use) {
  const made = await paidOrder(use, 3);
  return { ...made, goodsId: Number(made.line.goodsId) };
}

async function sums(use: Use, goodsId: number) {
  const row = await goodsRow(use().db, goodsId);
  const written = (await use().db.execute(
    sql`select coalesce(sum(rating), 0)::int as s, count(*)::int as n from reviews where goods_id = ${goodsId}`,
  )) as { rows: { s: number; n: number }[] };
  return { stored: [row?.ratingSum, row?.ratingCount], written: [written.rows[0]?.s, written.rows[0]?.n] };
}

describeOnDrivers('reviews', (use) => {
  it('the buyer reviews a completed line once; sums, the seller told, the public pages; a second review is 409', async () => {
    const { me, seller, order, line, goodsId } = await completed(use);
    const before = await ofOrder(use, me.token, order.id);
    expect(before.body.data.lines).toMatchObject([{ orderLineId: line.id, canReview: true, review: null }]);
    const photo = (await uploadFile(use().app, 'listing', await sampleImage('png'), { token: me.token })).body
      .data;
    const made = await review(use, me.token, {
      orderLineId: line.id,
      rating: 4,
      text: '  Lovely <b>glaze</b><script>alert(1)</script>\r\nwould buy again  ',
      photos: [photo.url],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({
      rating: 4,
      // Tags go, and a script's contents with its tags (code, not words).
      text: 'Lovely glaze\nwould buy again',
      photos: [{ url: photo.url, width: 40, height: 20 }],
      itemKind: 'goods',
      itemId: String(goodsId),
      reply: null,
    });
    expect(await sums(use, goodsId)).toEqual({ stored: [4, 1], written: [4, 1] });
    await use().app.jobs.drain();
    expect(await messagesOf(use, seller.id, 'reviewReceived')).toBe(1);
    const after = await ofOrder(use, me.token, order.id);
    expect(after.body.data.lines[0]).toMatchObject({ canReview: false, review: { id: made.body.data.id } });
    const sellerView = await ofOrder(use, seller.token, order.id, true);
    expect(sellerView.body.data.lines[0]).toMatchObject({ canReview: false, review: { rating: 4 } });

    const again = await review(use, me.token, { orderLineId: line.id, rating: 1 });
    expect([again.status, again.body.msg]).toEqual([409, 'This item has already been reviewed']);
    expect(await sums(use, goodsId)).toEqual({ stored: [4, 1], written: [4, 1] });

    const goodsPage = await page(use, 'goods', goodsId);
    expect(goodsPage.body.data).toMatchObject({ summary: { count: 1, average: 4 }, hasNext: false });
    expect(goodsPage.body.data.records[0]).toMatchObject({
      id: made.body.data.id,
      buyer: { nickname: expect.any(String) },
    });
    const sellerPage = await page(use, 'seller', seller.id);
    expect(sellerPage.body.data.summary).toEqual({ count: 1, average: 4 });
    expect((await page(use, 'goods', 999_999_999)).status).toBe(404);
    expect((await page(use, 'seller', 999_999_999)).status).toBe(404);
  });

  it('others’ lines and reviews are 404: review, order reviews, reply', async () => {
    const { me, seller, order, line } = await completed(use);
    const stranger = await completed(use);
    expect((await review(use, stranger.me.token, { orderLineId: line.id, rating: 5 })).status).toBe(404);
    expect((await review(use, seller.token, { orderLineId: line.id, rating: 5 })).status).toBe(404);
    expect((await review(use, me.token, { orderLineId: 'x1', rating: 5 })).status).toBe(404);
    expect((await ofOrder(use, stranger.me.token, order.id)).status).toBe(404);
    expect((await ofOrder(use, me.token, order.id, true)).status).toBe(404);
    expect((await ofOrder(use, stranger.seller.token, order.id, true)).status).toBe(404);
    const made = await review(use, me.token, { orderLineId: line.id, rating: 5 });
    for (const token of [stranger.seller.token, me.token]) {
      expect((await reply(use, token, made.body.data.id, 'thanks')).status).toBe(404);
    }
    expect(
      await count(use().db, 'reviews', sql`reply is not null and id = ${Number(made.body.data.id)}`),
    ).toBe(0);
  });

  it('not completed, or past 30 days after completion, is 409 and writes nothing', async () => {
    const shipped = await paidOrder(use, 2);
    const early = await review(use, shipped.me.token, { orderLineId: shipped.line.id, rating: 5 });
    expect([early.status, early.body.msg]).toEqual([409, 'Only items of a completed order can be reviewed']);
    expect((await ofOrder(use, shipped.me.token, shipped.order.id)).body.data).toMatchObject({
      reviewableUntil: null,
      lines: [{ canReview: false }],
    });
    const { me, order, line, goodsId } = await completed(use);
    const setCompleted = (days: number) =>
      use().db.execute(
        sql`update orders set completed_at = now() - make_interval(days => ${days}) where id = ${Number(order.id)}`,
      );
    await setCompleted(31);
    const late = await review(use, me.token, { orderLineId: line.id, rating: 5 });
    expect([late.status, late.body.msg]).toEqual([409, 'Reviews close 30 days after the order is completed']);
    expect((await ofOrder(use, me.token, order.id)).body.data.lines[0]?.canReview).toBe(false);
    expect(await sums(use, goodsId)).toEqual({ stored: [0, 0], written: [0, 0] });
    await setCompleted(29);
    expect((await review(use, me.token, { orderLineId: line.id, rating: 5 })).status).toBe(200);
    expect(await sums(use, goodsId)).toEqual({ stored: [5, 1], written: [5, 1] });
  });

  it('bad input is 400 with the field and writes nothing', async () => {
    const { me, line, seller, goodsId } = await completed(use);
    const other = await person(use().db);
    const theirs = (await uploadFile(use().app, 'listing', await sampleImage('png'), { token: other.token }))
      .body.data;
    const cases: [Record<string, unknown>, string][] = [
      [{ orderLineId: line.id, rating: 6 }, 'rating'],
      [{ orderLineId: line.id, rating: 0 }, 'rating'],
      [{ orderLineId: line.id, rating: 2.5 }, 'rating'],
      [{ orderLineId: line.id, rating: 3, text: 'x'.repeat(501) }, 'text'],
      [{ orderLineId: line.id, rating: 3, text: 'bad\u0007bell' }, 'text'],
      [{ orderLineId: line.id, rating: 3, photos: Array(7).fill('/files/public/x.png') }, 'photos'],
      [{ orderLineId: line.id, rating: 3, photos: [theirs.url] }, 'photos.0'],
      [{ orderLineId: line.id, rating: 3, photos: ['/files/public/../private/1'] }, 'photos.0'],
    ];
    for (const [body, field] of cases) {
      const reply = await review(use, me.token, body);
      expect([reply.status, reply.body.data], JSON.stringify(body).slice(0, 80)).toEqual([
        400,
        { fields: [expect.objectContaining({ field })] },
      ]);
    }
    expect(await sums(use, goodsId)).toEqual({ stored: [0, 0], written: [0, 0] });
    const made = await review(use, me.token, { orderLineId: line.id, rating: 3 });
    const empty = await reply(use, seller.token, made.body.data.id, '<p></p>');
    expect([empty.status, empty.body.data]).toEqual([
      400,
      { fields: [expect.objectContaining({ field: 'text' })] },
    ]);
    const long = await reply(use, seller.token, made.body.data.id, 'y'.repeat(501));
    expect([long.status, long.body.data]).toEqual([
      400,
      { fields: [expect.objectContaining({ field: 'text' })] },
    ]);
    expect((await page(use, 'goods', goodsId, '&after=nonsense')).status).toBe(400);
  });

  it('the seller replies once; a second reply is 409 and keeps the first; the buyer is told', async () => {
    const { me, seller, line } = await completed(use);
    // A tag that only forms once another is taken out (an outside probe's payload) is not stored either.
    const made = await review(use, me.token, {
      orderLineId: line.id,
      rating: 2,
      text: 'slow <<img src=x onerror=alert(1)>img src=x onerror=alert(2)>',
    });
    expect(made.body.data.text).toBe('slow');
    const first = await reply(use, seller.token, made.body.data.id, 'Sorry — <i>sent</i> today');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ reply: 'Sorry — sent today', repliedAt: expect.any(String) });
    const second = await reply(use, seller.token, made.body.data.id, 'again');
    expect([second.status, second.body.msg]).toEqual([409, 'You have already replied to this review']);
    const stored = (await use().db.execute(
      sql`select reply from reviews where id = ${Number(made.body.data.id)}`,
    )) as { rows: { reply: string }[] };
    expect(stored.rows[0]?.reply).toBe('Sorry — sent today');
    await use().app.jobs.drain();
    expect(await messagesOf(use, me.id, 'reviewReplied')).toBe(1);
  });

  it('twenty reviews of one line at once: one written, the rest 409, the sums match', async () => {
    const { me, line, goodsId } = await completed(use);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        review(use, me.token, { orderLineId: line.id, rating: (i % 5) + 1 }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const { stored, written } = await sums(use, goodsId);
    expect(stored).toEqual(written);
    expect(written[1]).toBe(1);
  });

  it('pages by keyset, newest first, with the average over all; a work is reviewed once its order completes', async () => {
    const seller = await person(use().db, { province: '310000' });
    const workIds = [] as number[];
    const ratings = [5, 4, 2];
    const ids: string[] = [];
    const buyers = [];
    for (const rating of ratings) {
      const me = await buyer(use().db);
      const workId = workIds[0] ?? (await work(use().db, seller.id, { price: 3000, editions: 10 }));
      workIds[0] = workId;
      const payment = await buyWorks(use, me.token, [workId]);
      await notifySandbox(use, { paymentId: payment.id, amountFen: payment.amountFen });
      const order = (await orderCall(use, me.token, 'detail', payment.orders[0]?.id ?? '')).body.data;
      const made = await review(use, me.token, { orderLineId: order.lines[0]?.id, rating });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      expect(made.body.data.itemKind).toBe('opus');
      ids.push(made.body.data.id);
      buyers.push(me);
    }
    const [stored] = await use()
      .db.select()
      .from(works)
      .where(eq(works.id, workIds[0] ?? 0));
    expect([stored?.ratingSum, stored?.ratingCount]).toEqual([11, 3]);
    const first = await page(use, 'opus', workIds[0] ?? 0);
    expect(first.body.data).toMatchObject({ summary: { count: 3, average: 3.7 }, hasNext: true });
    expect(first.body.data.records.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const second = await page(use, 'opus', workIds[0] ?? 0, `&after=${first.body.data.nextCursor}`);
    expect(second.body.data.records.map((r) => r.id)).toEqual([ids[0]]);
    expect(second.body.data.hasNext).toBe(false);
    // A goods cursor is not a work's.
    expect((await page(use, 'goods', 1, `&after=${first.body.data.nextCursor}`)).status).toBe(400);
    const bySeller = await page(use, 'seller', seller.id);
    expect(bySeller.body.data.summary).toEqual({ count: 3, average: 3.7 });
  });
});

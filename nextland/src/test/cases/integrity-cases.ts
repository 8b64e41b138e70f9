// Rules the database enforces, under concurrent requests: one identity per account, one decision per
// application, one pending application per kind, one default bank card. On PostgreSQL the requests really run
// at once (a pool of connections); on PGlite they queue, and the outcome must be the same.
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bankCards } from '../../modules/bank-card/schema.js';
import { luhnValid } from '../../modules/bank-card/validators.js';
import { customers } from '../../modules/customer/schema.js';
import { messages } from '../../modules/message/schema.js';
import { verifications } from '../../modules/verification/schema.js';
import { ReviewStatus } from '../../modules/verification/status.js';
import { C, call, registerNew } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import {
  type Application,
  nextIdNumber,
  officialToken,
  REVIEW,
  realNameBody,
  submitRealName,
  verifiedUser,
} from '../verification-helpers.js';

const CARD = `${C}/back/card`;
const ID_IN_USE = 'This ID number is already verified on another account';

let cardSerial = 0;

/** A Luhn-valid 16-digit card number not used before in this process. */
function nextCardNumber(): string {
  cardSerial += 1;
  const body = `622202${String(process.pid % 10_000).padStart(4, '0')}${String(cardSerial).padStart(5, '0')}`;
  const check = [...'0123456789'].find((digit) => luhnValid(body + digit));
  return body + check;
}

const codes = (replies: { body: { code: number } }[]) => replies.map((reply) => reply.body.code).sort();

async function pendingRealName(use: UseApi, idNumber: string) {
  const { app } = use();
  const user = await registerNew(app);
  const submitted = await submitRealName(
    app,
    user.access_token,
    await realNameBody(app, user.access_token, { idNumber }),
  );
  expect(submitted.body.code, JSON.stringify(submitted.body)).toBe(200);
  return { user, application: submitted.body.data };
}

export function integrityCases(use: UseApi): void {
  it('two approvals of one ID number for two accounts at once: one succeeds, the other is 409 idInUse', async () => {
    const { app, db } = use();
    const idNumber = nextIdNumber();
    const first = await pendingRealName(use, idNumber);
    const second = await pendingRealName(use, idNumber);
    const token = await officialToken(use);
    const replies = await Promise.all(
      [first, second].map(({ application }) =>
        call<Application>(app, 'POST', `${REVIEW}/approve/${application.id}`, undefined, { token }),
      ),
    );
    expect(codes(replies)).toEqual([200, 409]);
    const refused = replies.find((reply) => reply.body.code === 409);
    expect(refused?.status).toBe(409);
    expect(refused?.body.msg).toBe(ID_IN_USE);
    // The loser changed nothing: still under review, the account unverified, no message.
    const loser = [first, second][replies.indexOf(refused as (typeof replies)[number])];
    const [row] = await db
      .select({ status: verifications.status, reviewedAt: verifications.reviewedAt })
      .from(verifications)
      .where(eq(verifications.id, Number(loser?.application.id)));
    expect(row).toEqual({ status: ReviewStatus.UNDER_REVIEW, reviewedAt: null });
    const types = await Promise.all(
      [first, second].map(async ({ user }) => {
        const [customer] = await db
          .select({ type: customers.type })
          .from(customers)
          .where(eq(customers.id, Number(user.user_id)));
        return customer?.type;
      }),
    );
    expect(types.sort()).toEqual([1, 2]);
    await app.jobs.drain();
    const approvedMessages = await db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.customerId, Number(loser?.user.user_id)), eq(messages.kind, 'reviewApproved')));
    expect(approvedMessages).toEqual([]);
  });

  it('approve and reject of one application at once: one decision stands, the other is 409', async () => {
    const { app, db } = use();
    const { application } = await pendingRealName(use, nextIdNumber());
    const token = await officialToken(use);
    const [approve, reject] = await Promise.all([
      call<Application>(app, 'POST', `${REVIEW}/approve/${application.id}`, undefined, { token }),
      call<Application>(app, 'POST', `${REVIEW}/reject/${application.id}`, { reason: '模糊' }, { token }),
    ]);
    expect(codes([approve, reject])).toEqual([200, 409]);
    const winner = approve.body.code === 200 ? approve : reject;
    const [row] = await db
      .select({ status: verifications.status })
      .from(verifications)
      .where(eq(verifications.id, Number(application.id)));
    expect(row?.status).toBe(winner.body.data.status);
  });

  it('an illegal review move is 409 in the request language and changes nothing', async () => {
    const { app, db } = use();
    const { application } = await pendingRealName(use, nextIdNumber());
    const token = await officialToken(use);
    const url = `${REVIEW}/reject/${application.id}`;
    expect((await call(app, 'POST', url, { reason: '照片模糊' }, { token })).body.code).toBe(200);
    const approve = `${REVIEW}/approve/${application.id}`;
    const texts = {
      en: 'Cannot change from “rejected” to “approved”',
      'zh-cn': '无法从“未通过”变为“已通过”',
      'zh-tw': '無法從「未通過」變為「已通過」',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const refused = await call<Application>(app, 'POST', approve, undefined, { token, lang });
      expect([refused.status, refused.body.code, refused.body.msg]).toEqual([409, 409, text]);
    }
    const [row] = await db
      .select({ status: verifications.status, rejectReason: verifications.rejectReason })
      .from(verifications)
      .where(eq(verifications.id, Number(application.id)));
    expect(row).toEqual({ status: ReviewStatus.REJECTED, rejectReason: '照片模糊' });
  });

  it('two submissions of one kind at once: one is under review, the other is 409 pending', async () => {
    const { app, db } = use();
    const user = await registerNew(app);
    const token = user.access_token;
    const bodies = await Promise.all([realNameBody(app, token), realNameBody(app, token)]);
    const replies = await Promise.all(bodies.map((body) => submitRealName(app, token, body)));
    expect(codes(replies)).toEqual([200, 409]);
    expect(replies.find((reply) => reply.body.code === 409)?.body.msg).toBe(
      'An application of this kind is already under review',
    );
    const rows = await db
      .select({ id: verifications.id })
      .from(verifications)
      .where(eq(verifications.customerId, Number(user.user_id)));
    expect(rows).toHaveLength(1);
    // The partial unique index holds even for a write that skips the service.
    const [pending] = await db
      .select()
      .from(verifications)
      .where(eq(verifications.customerId, Number(user.user_id)));
    const { id: _id, ...copy } = pending as typeof verifications.$inferSelect;
    await expect(
      db.insert(verifications).values({ ...copy, identityHash: 'x'.repeat(64) }),
    ).rejects.toThrow();
  });

  it('cards: concurrent "set default" and two first cards at once leave exactly one default', async () => {
    const { app, db } = use();
    const user = await verifiedUser(use, { name: '张三' });
    const token = user.access_token;
    const add = (isDefault?: boolean) =>
      call<{ id: string; isDefault: boolean }>(
        app,
        'POST',
        CARD,
        { cardNumber: nextCardNumber(), holderName: '张三', bankName: '招商银行', isDefault },
        { token },
      );
    const firsts = await Promise.all([add(), add()]);
    expect(codes(firsts)).toEqual([200, 200]);
    expect(firsts.filter((reply) => reply.body.data.isDefault)).toHaveLength(1);
    const third = await add();
    const ids = [...firsts, third].map((reply) => reply.body.data.id);
    for (let round = 0; round < 3; round++) {
      const replies = await Promise.all(
        [...ids, ...ids].map((id) => call(app, 'POST', `${CARD}/default/${id}`, undefined, { token })),
      );
      expect(new Set(codes(replies))).toEqual(new Set([200]));
      const defaults = await db
        .select({ id: bankCards.id })
        .from(bankCards)
        .where(and(eq(bankCards.customerId, Number(user.user_id)), eq(bankCards.isDefault, true)));
      expect(defaults).toHaveLength(1);
    }
    // The partial unique index refuses a second default even from a write that skips the service.
    await expect(
      db
        .update(bankCards)
        .set({ isDefault: true })
        .where(eq(bankCards.customerId, Number(user.user_id))),
    ).rejects.toThrow();
  });
}

// The card holder is the verified real name, taken server-side: the user confirms the masked name instead of
// retyping a name the site only shows masked. A typed holder is still compared, with a clear message.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bankCards } from '../../modules/bank-card/schema.js';
import { C, call } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { verifiedUser } from '../verification-helpers.js';

const CARD = `${C}/back/card`;
type Fields = { fields: { field: string; message: string }[] };

export function cardHolderCases(use: UseApi): void {
  it('adds a card without a typed holder: the holder is the verified real name', async () => {
    const { app, db } = use();
    const user = await verifiedUser(use, { name: '顾清和' });
    const reply = await call<{ id: string; holderName: string }>(
      app,
      'POST',
      CARD,
      { cardNumber: '6222021234567890128', bankName: '工商银行', holderConfirmed: true },
      { token: user.access_token },
    );
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
    const [row] = await db
      .select()
      .from(bankCards)
      .where(eq(bankCards.id, Number(reply.body.data.id)));
    expect(row?.holderName).toBe('顾清和');
  });

  it('needs the holder confirmed when none is typed, and explains a typed name that differs', async () => {
    const { app } = use();
    const user = await verifiedUser(use, { name: '顾清和' });
    const unconfirmed = await call<Fields>(
      app,
      'POST',
      CARD,
      { cardNumber: '4111 1111 1111 1111', bankName: 'B' },
      { token: user.access_token, lang: 'zh-cn' },
    );
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.data.fields.map((f) => f.field)).toEqual(['holderConfirmed']);
    expect(unconfirmed.body.data.fields[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    const typed = await call<Fields>(
      app,
      'POST',
      CARD,
      { cardNumber: '4111 1111 1111 1111', bankName: 'B', holderName: '别人' },
      { token: user.access_token },
    );
    expect(typed.body.data.fields).toEqual([
      { field: 'holderName', message: 'The card holder must be your verified real name' },
    ]);
  });
}

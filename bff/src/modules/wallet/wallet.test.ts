import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../test-support/account-fixtures.js';
import { type FakeNextland, startFakeNextland } from '../../test-support/fake-nextland.js';
import { sessionCookies } from '../../test-support/sessions.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: FakeNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const errors = 'userErrors { field code message }';

describe('bank cards', () => {
  it("lists only the viewer's cards", async () => {
    const reply = await postGraphql(app, '{ bankCards { id last4 maskedNumber isDefault createdAt } }', {
      cookies: sessionCookies(fake, users.verified),
    });
    expect(reply.body.data?.bankCards).toEqual([
      {
        id: '71',
        last4: '0004',
        maskedNumber: '**** **** **** 0004',
        isDefault: true,
        createdAt: '2026-10-02T08:00:00.000Z',
      },
    ]);
  });

  it('adds a card, and returns refusals as user errors', async () => {
    const add = `mutation A($input: AddBankCardInput!) { addBankCard(input: $input) { card { id bankName } ${errors} } }`;
    const cookies = sessionCookies(fake, users.verified);
    const input = { cardNumber: '6222 0200 0000 0004', holderName: '林晚', bankName: 'ICBC' };
    const added = await postGraphql(app, add, { variables: { input }, cookies });
    expect(added.body.data?.addBankCard).toEqual({ card: { id: '72', bankName: 'ICBC' }, userErrors: [] });
    expect(fake.callsTo('/back/card')[0]?.body).toEqual(input);

    const wrongName = await postGraphql(app, add, {
      variables: { input: { ...input, holderName: 'X' } },
      cookies,
    });
    expect(wrongName.body.data?.addBankCard).toEqual({
      card: null,
      userErrors: [{ field: 'holderName', code: 'INVALID', message: 'Must be your verified name' }],
    });

    fake.accounts.customers.get(users.verified)!.type = 1;
    const unverified = await postGraphql(app, add, { variables: { input }, cookies });
    expect(unverified.body.data?.addBankCard).toEqual({
      card: null,
      userErrors: [{ field: null, code: 'FORBIDDEN', message: 'Verify your real name first' }],
    });
  });

  it("answers NOT_FOUND for another user's card and leaves it alone", async () => {
    const cookies = sessionCookies(fake, users.verified);
    for (const mutation of ['deleteBankCard', 'setDefaultBankCard']) {
      const reply = await postGraphql(app, `mutation { ${mutation}(id: "81") { ok ${errors} } }`, {
        cookies,
      });
      expect(reply.body.data?.[mutation]).toEqual({
        ok: false,
        userErrors: [{ field: null, code: 'NOT_FOUND', message: 'Card not found' }],
      });
    }
    const own = await postGraphql(app, 'mutation { deleteBankCard(id: "71") { ok userErrors { code } } }', {
      cookies,
    });
    expect(own.body.data?.deleteBankCard).toEqual({ ok: true, userErrors: [] });
    const official = await postGraphql(app, '{ bankCards { id } }', {
      cookies: sessionCookies(fake, users.official),
    });
    expect(official.body.data?.bankCards).toEqual([{ id: '81' }]);
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const reply = await postGraphql(app, '{ bankCards { id } }');
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(fake.calls).toEqual([]);
  });
});

describe('express entries', () => {
  it('pages entries with minAmount as Money', async () => {
    const reply = await postGraphql(
      app,
      '{ expressEntries(page: { size: 20 }) { records { id regions minCount minAmount { amount currency } } pageInfo { total current size } } }',
      { cookies: sessionCookies(fake, users.verified) },
    );
    expect(reply.body.data?.expressEntries).toEqual({
      records: [
        { id: '51', regions: ['江苏', '浙江'], minCount: null, minAmount: { amount: 9900, currency: 'CNY' } },
      ],
      pageInfo: { total: 1, current: 1, size: 20 },
    });
  });

  it('creates an entry without the absent minimum, and deletes only own entries', async () => {
    const cookies = sessionCookies(fake, users.verified);
    const created = await postGraphql(
      app,
      `mutation { createExpressEntry(input: { name: "Remote", regions: ["新疆"], minCount: 3 }) { entry { name minCount minAmount { amount } } ${errors} } }`,
      { cookies },
    );
    expect(created.body.data?.createExpressEntry).toEqual({
      entry: { name: 'Remote', minCount: 3, minAmount: null },
      userErrors: [],
    });
    expect(fake.callsTo('/express/create')[0]?.body).toEqual({
      name: 'Remote',
      regions: ['新疆'],
      minCount: 3,
    });
    const other = await postGraphql(app, `mutation { deleteExpressEntry(id: "51") { ok ${errors} } }`, {
      cookies: sessionCookies(fake, users.official),
    });
    expect(other.body.data?.deleteExpressEntry).toMatchObject({
      ok: false,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: TestNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const errors = 'userErrors { field code message }';
const en = { 'x-locale': 'en' };
const add = `mutation A($input: AddBankCardInput!) { addBankCard(input: $input) { card { id bankName last4 maskedNumber isDefault } ${errors} } }`;
/** Luhn-valid test card numbers. */
const cardNumbers = ['6222 0200 0000 0000 125', '4111 1111 1111 1111'];

async function verifiedUser() {
  const user = await fake.accounts.verified();
  return { ...user, cookies: sessionCookies(user) };
}

describe('bank cards', () => {
  it('adds a card, lists only the viewer’s cards, and returns refusals as user errors', async () => {
    const { cookies, name } = await verifiedUser();
    const input = { cardNumber: cardNumbers[0], holderName: name, bankName: 'ICBC' };
    const added = await postGraphql(app, add, { variables: { input }, cookies });
    expect(added.body.data?.addBankCard).toEqual({
      card: {
        id: expect.any(String),
        bankName: 'ICBC',
        last4: '0125',
        maskedNumber: '**** **** **** 0125',
        isDefault: true,
      },
      userErrors: [],
    });
    expect(fake.callsTo('/back/card')[0]?.body).toEqual(input);
    const listed = await postGraphql(app, '{ bankCards { last4 } }', { cookies });
    expect(listed.body.data?.bankCards).toEqual([{ last4: '0125' }]);

    const wrongName = await postGraphql(app, add, {
      variables: { input: { ...input, cardNumber: cardNumbers[1], holderName: 'X' } },
      cookies,
      headers: en,
    });
    expect(wrongName.body.data?.addBankCard).toEqual({
      card: null,
      userErrors: [
        { field: 'holderName', code: 'INVALID', message: 'The card holder must be your verified real name' },
      ],
    });

    const unverified = await postGraphql(app, add, {
      variables: { input },
      cookies: sessionCookies(await fake.accounts.register()),
      headers: en,
    });
    expect(unverified.body.data?.addBankCard).toEqual({
      card: null,
      userErrors: [
        {
          field: null,
          code: 'FORBIDDEN',
          message: 'Complete real-name verification before adding a bank card',
        },
      ],
    });
  });

  it("answers NOT_FOUND for another user's card and leaves it alone", async () => {
    const owner = await verifiedUser();
    const added = await postGraphql(app, add, {
      variables: { input: { cardNumber: cardNumbers[0], holderName: owner.name, bankName: 'ICBC' } },
      cookies: owner.cookies,
    });
    const { id } = (added.body.data!.addBankCard as { card: { id: string } }).card;
    const other = await verifiedUser();
    for (const mutation of ['deleteBankCard', 'setDefaultBankCard']) {
      const reply = await postGraphql(app, `mutation M($id: ID!) { ${mutation}(id: $id) { ok ${errors} } }`, {
        variables: { id },
        cookies: other.cookies,
        headers: en,
      });
      expect(reply.body.data?.[mutation]).toEqual({
        ok: false,
        userErrors: [{ field: null, code: 'NOT_FOUND', message: 'Not found' }],
      });
    }
    const own = await postGraphql(
      app,
      'mutation M($id: ID!) { deleteBankCard(id: $id) { ok userErrors { code } } }',
      {
        variables: { id },
        cookies: owner.cookies,
      },
    );
    expect(own.body.data?.deleteBankCard).toEqual({ ok: true, userErrors: [] });
  });

  it('is UNAUTHENTICATED without a session', async () => {
    const reply = await postGraphql(app, '{ bankCards { id } }');
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(fake.calls).toEqual([]);
  });
});

describe('express entries', () => {
  const create = `mutation C($input: CreateExpressInput!) { createExpressEntry(input: $input) { entry { id name regions { code name } minCount minAmount { amount currency } } ${errors} } }`;

  it('creates an entry without the absent minimum and pages entries with minAmount as Money', async () => {
    const { cookies } = await verifiedUser();
    const created = await postGraphql(app, create, {
      variables: { input: { name: 'Remote', regions: ['650000'], minCount: 3 } },
      cookies,
      headers: en,
    });
    expect(created.body.data?.createExpressEntry).toEqual({
      entry: {
        id: expect.any(String),
        name: 'Remote',
        regions: [{ code: '650000', name: 'Xinjiang' }],
        minCount: 3,
        minAmount: null,
      },
      userErrors: [],
    });
    expect(fake.callsTo('/express/create')[0]?.body).toEqual({
      name: 'Remote',
      regions: ['650000'],
      minCount: 3,
    });
    await postGraphql(app, create, {
      variables: { input: { name: 'Jiangsu and Zhejiang', regions: ['320000', '330000'], minAmount: 9900 } },
      cookies,
    });
    const list = `{ expressEntriesConnection(first: 20) {
        edges { node { regions { code name } minCount minAmount { amount currency } } } pageInfo { hasNextPage } totalCount { value }
      } }`;
    const reply = await postGraphql(app, list, { cookies, headers: { 'x-locale': 'zh-cn' } });
    expect(reply.body.data?.expressEntriesConnection).toEqual({
      edges: [
        {
          node: {
            regions: [
              { code: '320000', name: '江苏' },
              { code: '330000', name: '浙江' },
            ],
            minCount: null,
            minAmount: { amount: 9900, currency: 'CNY' },
          },
        },
        { node: { regions: [{ code: '650000', name: '新疆' }], minCount: 3, minAmount: null } },
      ],
      pageInfo: { hasNextPage: false },
      totalCount: { value: 2 },
    });
    // The same entries in another language: the names follow the request, the codes stay.
    const english = await postGraphql(app, list, { cookies, headers: en });
    const connection = english.body.data?.expressEntriesConnection as {
      edges: { node: { regions: unknown } }[];
    };
    expect(connection.edges.map((edge) => edge.node.regions)).toEqual([
      [
        { code: '320000', name: 'Jiangsu' },
        { code: '330000', name: 'Zhejiang' },
      ],
      [{ code: '650000', name: 'Xinjiang' }],
    ]);
  });

  it('returns a region that is not a code as a user error on its field, in the request language', async () => {
    const { cookies } = await verifiedUser();
    const reply = await postGraphql(app, create, {
      variables: { input: { name: 'Names', regions: ['310000', '江苏'], minCount: 1 } },
      cookies,
      headers: { 'x-locale': 'zh-tw' },
    });
    expect(reply.body.data?.createExpressEntry).toMatchObject({
      entry: null,
      userErrors: [
        { field: 'regions.1', message: '必須是列表中的省級地區代碼（GB/T 2260，例如上海為 310000）' },
      ],
    });
  });

  it("deletes only the viewer's own entries", async () => {
    const owner = await verifiedUser();
    const created = await postGraphql(app, create, {
      variables: { input: { name: 'Remote', regions: ['650000'], minCount: 3 } },
      cookies: owner.cookies,
    });
    const { id } = (created.body.data!.createExpressEntry as { entry: { id: string } }).entry;
    const other = await postGraphql(
      app,
      `mutation M($id: ID!) { deleteExpressEntry(id: $id) { ok ${errors} } }`,
      {
        variables: { id },
        cookies: sessionCookies(await fake.accounts.register()),
      },
    );
    expect(other.body.data?.deleteExpressEntry).toMatchObject({
      ok: false,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
    const own = await postGraphql(app, 'mutation M($id: ID!) { deleteExpressEntry(id: $id) { ok } }', {
      variables: { id },
      cookies: owner.cookies,
    });
    expect(own.body.data?.deleteExpressEntry).toEqual({ ok: true });
  });
});

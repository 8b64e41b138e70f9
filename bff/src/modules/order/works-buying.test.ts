// Works bought through the BFF (decision 0023): the works cart, a checkout of works without address or
// postage, the sandbox payment, the library, and a second purchase refused as OWNED.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { dataOf, payInSandbox } from '../../test-support/order-steps.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let nextland: TestNextland;
let app: FastifyInstance;
beforeAll(async () => {
  nextland = await startNextland();
  app = await buildTestApp(nextland);
});
afterAll(async () => {
  await app.close();
  await nextland.close();
});

const errors = 'userErrors { field code message }';
type Errors = { field: string | null; code: string; message: string }[];

async function workOnSale(): Promise<{ id: string; price: number }> {
  const reply = await postGraphql(
    app,
    '{ worksConnection(first: 30) { edges { node { id editionsLeft status price { amount } } } } }',
  );
  type Node = { id: string; editionsLeft: number; status: string; price: { amount: number } };
  const { edges } = dataOf<{ worksConnection: { edges: { node: Node }[] } }>(reply).worksConnection;
  const node = edges.map((edge) => edge.node).find((n) => n.editionsLeft >= 2 && n.status === 'ON_SALE');
  if (!node) throw new Error('no demo work on sale');
  return { id: node.id, price: node.price.amount };
}

describe('buying works', () => {
  it('works cart → checkout without postage → paid → in the library; buying it again is OWNED', async () => {
    const cookies = sessionCookies(await nextland.accounts.register());
    const work = await workOnSale();
    const added = await postGraphql(
      app,
      `mutation A($id: ID!) { addWorkToCart(workId: $id) { cart { kind lineCount sellers { lines { kind itemId goodsId quantity } } } ${errors} } }`,
      { variables: { id: work.id }, cookies },
    );
    const cart = dataOf<{ addWorkToCart: { cart: unknown; userErrors: Errors } }>(added).addWorkToCart;
    expect(cart.userErrors).toEqual([]);
    expect(cart.cart).toEqual({
      kind: 'OPUS',
      lineCount: 1,
      sellers: [{ lines: [{ kind: 'OPUS', itemId: work.id, goodsId: null, quantity: 1 }] }],
    });
    const counts = await postGraphql(app, '{ goods: cartCount works: cartCount(kind: OPUS) }', { cookies });
    expect(dataOf(counts)).toEqual({ goods: 0, works: 1 });

    const input = { kind: 'OPUS', source: 'CART' };
    const previewed = await postGraphql(
      app,
      `mutation P($input: CheckoutInput!) { previewCheckout(input: $input) { preview { total { amount } postage { amount }
        sellers { lines { kind itemId } } problems { itemId code } } ${errors} } }`,
      { variables: { input }, cookies },
    );
    type Preview = { total: { amount: number }; postage: { amount: number }; problems: unknown[] };
    const { preview } = dataOf<{ previewCheckout: { preview: Preview } }>(previewed).previewCheckout;
    expect([preview.total.amount, preview.postage.amount, preview.problems]).toEqual([work.price, 0, []]);

    const submit = `mutation S($input: CheckoutInput!, $total: SafeInt!, $key: String!) {
      submitCheckout(input: $input, acceptedTotal: $total, idempotencyKey: $key) {
        payment { id amount { amount } orders { id digital postage { amount } address { city } lines { kind itemId } } } ${errors} } }`;
    const made = await postGraphql(app, submit, {
      variables: { input, total: work.price, key: crypto.randomUUID() },
      cookies,
    });
    type Payment = {
      id: string;
      orders: { digital: boolean; postage: { amount: number }; address: unknown }[];
    };
    const { payment } = dataOf<{ submitCheckout: { payment: Payment } }>(made).submitCheckout;
    expect(payment.orders).toHaveLength(1);
    expect(payment.orders[0]).toMatchObject({ digital: true, postage: { amount: 0 }, address: null });

    await payInSandbox(nextland, payment.id, cookies);
    const shelf = await postGraphql(
      app,
      '{ myLibrary(first: 10) { totalCount { value } edges { node { orderId work { id title cover { url } } } } } }',
      { cookies },
    );
    type Library = { totalCount: { value: number }; edges: { node: { work: { id: string } } }[] };
    const { myLibrary } = dataOf<{ myLibrary: Library }>(shelf);
    expect(myLibrary.edges.map((edge) => edge.node.work.id)).toEqual([work.id]);

    const again = await postGraphql(app, submit, {
      variables: {
        input: { kind: 'OPUS', source: 'BUY_NOW', workIds: [work.id] },
        total: work.price,
        key: crypto.randomUUID(),
      },
      cookies,
    });
    const refused = dataOf<{ submitCheckout: { payment: unknown; userErrors: Errors } }>(
      again,
    ).submitCheckout;
    expect(refused.payment).toBeNull();
    expect(refused.userErrors[0]).toMatchObject({ code: 'OWNED', field: `lines.${work.id}` });

    const stranger = sessionCookies(await nextland.accounts.register());
    const theirs = await postGraphql(app, '{ myLibrary { edges { node { id } } } }', { cookies: stranger });
    expect(dataOf<{ myLibrary: { edges: unknown[] } }>(theirs).myLibrary.edges).toEqual([]);
  });
});

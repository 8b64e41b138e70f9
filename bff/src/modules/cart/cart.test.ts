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
const cartFields = `sellers { sellerId sellerNickname subtotal { amount currency } lines { id goodsId title
  quantity price { amount currency } priceSeen { amount } stock available priceChanged stockChanged statusChanged
  selected lineTotal { amount } } } lineCount selectedCount selectedTotal { amount currency } hasChanges`;
const add = `mutation A($goodsId: ID!, $quantity: Int!) { addToCart(goodsId: $goodsId, quantity: $quantity) { cart { ${cartFields} } ${errors} } }`;

type Line = { id: string; goodsId: string; quantity: number; stock: number; price: { amount: number } };
type Cart = {
  sellers: { sellerId: string; subtotal: { amount: number }; lines: Line[] }[];
  lineCount: number;
  selectedCount: number;
  selectedTotal: { amount: number; currency: string };
  hasChanges: boolean;
};
type Payload = { cart: Cart | null; userErrors: { field: string | null; code: string; message: string }[] };

/** A fixed-price goods id on sale with at least 2 units, from the demo data. */
async function goodsOnSale(): Promise<{ id: string; stock: number; price: number }> {
  const reply = await postGraphql(
    app,
    '{ goodsConnection(first: 20, filter: { saleType: FIXED_PRICE }) { edges { node { id stock price { amount } } } } }',
  );
  type Node = { id: string; stock: number; price: { amount: number } };
  const connection = reply.body.data?.goodsConnection as { edges: { node: Node }[] } | undefined;
  const edges = connection?.edges ?? [];
  const node = edges.map((edge) => edge.node).find((n) => n.stock >= 2);
  if (!node) throw new Error('no demo goods with stock');
  return { id: node.id, stock: node.stock, price: node.price.amount };
}

describe('goods cart', () => {
  it('adds, reads, counts, sets the quantity, selects, confirms and removes, in Money', async () => {
    const cookies = sessionCookies(await fake.accounts.register());
    const goods = await goodsOnSale();
    const added = await postGraphql(app, add, { variables: { goodsId: goods.id, quantity: 1 }, cookies });
    const payload = added.body.data?.addToCart as Payload;
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart?.lineCount).toBe(1);
    expect(payload.cart?.selectedTotal).toEqual({ amount: goods.price, currency: 'CNY' });
    const again = await postGraphql(app, add, { variables: { goodsId: goods.id, quantity: 1 }, cookies });
    const line = (again.body.data?.addToCart as Payload | undefined)?.cart?.sellers[0]?.lines[0];
    expect(line).toMatchObject({ goodsId: goods.id, quantity: 2, available: true, priceChanged: false });

    const read = await postGraphql(app, `{ cart { ${cartFields} } cartCount }`, { cookies });
    expect(read.body.data?.cartCount).toBe(1);
    expect((read.body.data?.cart as Cart | undefined)?.sellers[0]?.subtotal.amount).toBe(goods.price * 2);

    const set = await postGraphql(
      app,
      `mutation Q($id: ID!) { setCartQuantity(lineId: $id, quantity: 1) { cart { lineCount sellers { lines { quantity } } } ${errors} } }`,
      { variables: { id: line?.id }, cookies },
    );
    expect(set.body.data?.setCartQuantity).toEqual({
      cart: { lineCount: 1, sellers: [{ lines: [{ quantity: 1 }] }] },
      userErrors: [],
    });
    const unselect = await postGraphql(
      app,
      `mutation S { selectCartLines(selected: false) { cart { selectedCount selectedTotal { amount } } ${errors} } }`,
      { cookies },
    );
    expect(unselect.body.data?.selectCartLines).toEqual({
      cart: { selectedCount: 0, selectedTotal: { amount: 0 } },
      userErrors: [],
    });
    const confirm = await postGraphql(
      app,
      `mutation C($ids: [ID!]!) { confirmCartChanges(lineIds: $ids) { cart { hasChanges } ${errors} } }`,
      { variables: { ids: [line?.id] }, cookies },
    );
    expect(confirm.body.data?.confirmCartChanges).toEqual({ cart: { hasChanges: false }, userErrors: [] });
    const removed = await postGraphql(
      app,
      `mutation R($id: ID!) { removeFromCart(lineId: $id) { cart { lineCount } ${errors} } }`,
      { variables: { id: line?.id }, cookies },
    );
    expect(removed.body.data?.removeFromCart).toEqual({ cart: { lineCount: 0 }, userErrors: [] });
  });

  it('returns refusals as user errors: quantity over stock on its field, another user’s line NOT_FOUND', async () => {
    const owner = sessionCookies(await fake.accounts.register());
    const other = sessionCookies(await fake.accounts.register());
    const goods = await goodsOnSale();
    const over = await postGraphql(app, add, {
      variables: { goodsId: goods.id, quantity: goods.stock + 1 },
      cookies: owner,
      headers: { 'x-locale': 'en' },
    });
    expect(over.body.data?.addToCart).toEqual({
      cart: null,
      userErrors: [{ field: 'quantity', code: 'INVALID', message: `Only ${goods.stock} in stock` }],
    });
    const added = await postGraphql(app, add, {
      variables: { goodsId: goods.id, quantity: 1 },
      cookies: owner,
    });
    const lineId = (added.body.data?.addToCart as Payload | undefined)?.cart?.sellers[0]?.lines[0]?.id;
    const foreign = await postGraphql(
      app,
      `mutation R($id: ID!) { removeFromCart(lineId: $id) { cart { lineCount } ${errors} } }`,
      { variables: { id: lineId }, cookies: other, headers: { 'x-locale': 'en' } },
    );
    expect(foreign.body.data?.removeFromCart).toEqual({
      cart: null,
      userErrors: [{ field: null, code: 'NOT_FOUND', message: 'Not found' }],
    });
    const anonymous = await postGraphql(app, '{ cartCount }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

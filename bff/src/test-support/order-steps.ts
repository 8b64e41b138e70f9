// Shared steps of the order tests: a buyer with an address, two demo goods of different sellers, paying
// through the sandbox cashier exactly as a browser's form would.
import type { FastifyInstance } from 'fastify';
import { sessionCookies, type TestNextland } from './nextland.js';
import { postGraphql } from './test-app.js';

export type Cookies = ReturnType<typeof sessionCookies>;

/** The reply's `data`, which a test's query expects to be there. */
export function dataOf<T>(reply: { body: { data?: Record<string, unknown> | null } }): T {
  if (!reply.body.data) throw new Error(`no data: ${JSON.stringify(reply.body)}`);
  return reply.body.data as T;
}
export type GoodsOnSale = { id: string; sellerId: string; stock: number; price: number };

export async function buyerWithAddress(app: FastifyInstance, nextland: TestNextland) {
  const tokens = await nextland.accounts.register();
  const cookies = sessionCookies(tokens);
  const created = await postGraphql(
    app,
    `mutation { createAddress(input: { recipientName: "林晚", phone: "13800138000", provinceCode: "330000",
      city: "杭州市", district: "西湖区", street: "文三路 1 号" }) { address { id } userErrors { code } } }`,
    { cookies },
  );
  const { address } = dataOf<{ createAddress: { address: { id: string } | null } }>(created).createAddress;
  if (!address) throw new Error('no address made');
  return { tokens, cookies, addressId: address.id };
}

/**
 * Fixed-price demo goods with stock, one per seller, for `count` sellers; sellers in `first` (demo accounts,
 * who can log in to ship) come first.
 */
export async function goodsOfSellers(
  app: FastifyInstance,
  count: number,
  first: number[] = [],
): Promise<GoodsOnSale[]> {
  const reply = await postGraphql(
    app,
    `{ goodsConnection(first: 100, filter: { saleType: FIXED_PRICE }) {
        edges { node { id stock price { amount } seller { id } } } } }`,
  );
  type Node = { id: string; stock: number; price: { amount: number }; seller: { id: string } | null };
  const { edges } = dataOf<{ goodsConnection: { edges: { node: Node }[] } }>(reply).goodsConnection;
  const picked = new Map<string, GoodsOnSale>();
  for (const { node } of edges) {
    const sellerId = node.seller?.id;
    if (!sellerId || node.stock < 3 || picked.has(sellerId)) continue;
    picked.set(sellerId, { id: node.id, sellerId, stock: node.stock, price: node.price.amount });
  }
  const preferred = new Set(first.map(String));
  const goods = [...picked.values()]
    .sort((a, b) => Number(preferred.has(b.sellerId)) - Number(preferred.has(a.sellerId)))
    .slice(0, count);
  if (goods.length < count) throw new Error(`only ${goods.length} sellers with goods in stock`);
  return goods;
}

/**
 * Presses "Pay" on the sandbox cashier as its form would, with the payer's session cookie (the cashier answers
 * only the payer). The recording proxy follows the 303 itself, so the cashier is told to return to nextland's
 * own `/ready` (a browser would be sent back to the web).
 */
export async function payInSandbox(
  nextland: TestNextland,
  paymentId: string,
  payer: { token: string },
): Promise<void> {
  const response = await fetch(`${nextland.url}/sandbox-pay/cashier/${paymentId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `token=${payer.token}` },
    body: new URLSearchParams({ return: '/ready' }),
  });
  if (!response.ok) throw new Error(`sandbox pay answered ${response.status}`);
}

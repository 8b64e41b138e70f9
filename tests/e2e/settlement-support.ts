// A completed order of 林晚's goods, made the quick way for the settlement spec: checkout, shipping and receipt
// through the BFF's GraphQL mutations of each side's session, payment on the sandbox cashier page.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

const headers = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

async function gql<T>(request: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  const response = await request.post('/graphql', { headers, data: { query, variables } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

type Listed = { id: string; stock: number; status: string; seller: { nickname: string } };

/** One fixed-price goods on sale of `seller` with a unit left. */
async function goodsOf(request: APIRequestContext, seller: string): Promise<string> {
  const data = await gql<{ goodsConnection: { edges: { node: Listed }[] } }>(
    request,
    `query SettlementE2eGoods { goodsConnection(filter: { saleType: FIXED_PRICE }, first: 100) {
      edges { node { id stock status seller { nickname } } } } }`,
  );
  const hers = data.goodsConnection.edges
    .map((edge) => edge.node)
    .find((goods) => goods.status === 'ON_SALE' && goods.stock >= 1 && goods.seller.nickname === seller);
  if (!hers) throw new Error(`the demo data has no goods on sale of ${seller}`);
  return hers.id;
}

/** The buyer (logged in on `buyer`) buys one unit of the seller's goods and pays on the cashier page. */
export async function paidOrderOf(
  buyer: Page,
  seller: string,
): Promise<{ id: string; number: string; totalFen: number }> {
  const goodsId = await goodsOf(buyer.request, seller);
  const { addresses } = await gql<{ addresses: { id: string }[] }>(
    buyer.request,
    'query E2eAddr { addresses { id } }',
  );
  const input = { source: 'BUY_NOW', lines: [{ goodsId, quantity: 1 }], addressId: addresses[0]?.id };
  const preview = await gql<{ previewCheckout: { preview: { total: { amount: number } } | null } }>(
    buyer.request,
    'mutation E2ePreview($input: CheckoutInput!) { previewCheckout(input: $input) { preview { total { amount } } } }',
    { input },
  );
  const submitted = await gql<{
    submitCheckout: { payment: { cashierUrl: string; orders: { id: string; orderNumber: string }[] } };
  }>(
    buyer.request,
    `mutation E2eSubmit($input: CheckoutInput!, $total: SafeInt!, $key: String!) {
      submitCheckout(input: $input, acceptedTotal: $total, idempotencyKey: $key) {
        payment { cashierUrl orders { id orderNumber } } userErrors { field code message } } }`,
    { input, total: preview.previewCheckout.preview?.total.amount, key: crypto.randomUUID() },
  );
  const { cashierUrl, orders } = submitted.submitCheckout.payment;
  await buyer.goto(cashierUrl);
  // The cashier speaks the language the checkout request carried (none here: the default).
  await buyer.getByRole('button', { name: /^(确认支付|Pay)$/ }).click();
  await buyer.waitForURL((url) => !url.pathname.startsWith('/sandbox-pay/'));
  const order = orders[0];
  if (!order) throw new Error('checkout made no order');
  return {
    id: order.id,
    number: order.orderNumber,
    totalFen: preview.previewCheckout.preview?.total.amount ?? 0,
  };
}

export async function shipAndConfirm(
  sellerRequest: APIRequestContext,
  buyerRequest: APIRequestContext,
  id: string,
) {
  const shipped = await gql<{ shipOrder: { userErrors: unknown[] } }>(
    sellerRequest,
    'mutation E2eShip($id: ID!) { shipOrder(id: $id, carrierCode: "SF", trackingNumber: "SF5550001234") { userErrors { code message } } }',
    { id },
  );
  expect(shipped.shipOrder.userErrors).toEqual([]);
  const confirmed = await gql<{ confirmReceipt: { userErrors: unknown[] } }>(
    buyerRequest,
    'mutation E2eConfirm($id: ID!) { confirmReceipt(id: $id) { userErrors { code message } } }',
    { id },
  );
  expect(confirmed.confirmReceipt.userErrors).toEqual([]);
}

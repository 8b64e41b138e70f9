// A tiny nextland stand-in on a random port: serves the contract's site routes from fixtures and the customer
// routes from a small in-memory account store, records every call, and lets a test force any envelope.
import Fastify, { type FastifyRequest } from 'fastify';
import { registerCustomerRoutes } from './fake-customer.js';
import { createFakeAccounts, registerSessionRoutes } from './fake-session.js';
import { categories, goodsDetail, goodsSummary, seller } from './fixtures.js';

export type RecordedCall = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: FastifyRequest['headers'];
  /** The parsed JSON body (set once the body is read; undefined for a forced reply). */
  body?: unknown;
};
export type ForcedReply = { status: number; body: unknown };
/** Return a reply to force it, 'hang' to never answer, or undefined to let the normal route answer. */
export type Override = (call: RecordedCall) => ForcedReply | 'hang' | undefined;

const site = '/nextland-site/api/framework/v1/site';

function ok(data: unknown) {
  return { code: 200, success: true, msg: 'ok', data };
}

export type FakeNextland = Awaited<ReturnType<typeof startFakeNextland>>;

export async function startFakeNextland() {
  const calls: RecordedCall[] = [];
  let override: Override | undefined;
  // nextland embeds each record's seller; off, the records look like an older nextland without it.
  let embedSellers = true;
  const withSeller = <T extends { sellerId: string }>(record: T) =>
    embedSellers ? { ...record, seller: seller(record.sellerId) } : { ...record, seller: undefined };
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const accounts = createFakeAccounts();
  const recorded = new WeakMap<FastifyRequest, RecordedCall>();

  app.addHook('onRequest', async (request, reply) => {
    const call: RecordedCall = {
      method: request.method,
      path: request.url.split('?')[0] ?? '',
      query: request.query as Record<string, string>,
      headers: request.headers,
    };
    if (call.path !== '/ready') calls.push(call);
    recorded.set(request, call);
    const forced = override?.(call);
    if (forced === 'hang') {
      // Holds the request until the client gives up and closes the connection.
      await new Promise((resolve) => request.raw.socket.once('close', resolve));
      return reply;
    }
    if (forced) {
      const body = typeof forced.body === 'string' ? forced.body : JSON.stringify(forced.body);
      return reply.code(forced.status).type('application/json').send(body);
    }
  });
  app.addHook('preHandler', async (request) => {
    const call = recorded.get(request);
    if (call) call.body = request.body;
  });
  app.get('/ready', async () => ({ status: 'ready' }));
  registerSessionRoutes(app, accounts);
  const customerData = registerCustomerRoutes(app, accounts);
  app.get(`${site}/homepage/goods/page`, async (request) => {
    const { current = '1', size = '10' } = request.query as Record<string, string>;
    const [page, pageSize] = [Number(current), Number(size)];
    const records = Array.from({ length: pageSize }, (_, i) =>
      withSeller(goodsSummary((page - 1) * pageSize + i + 1)),
    );
    return ok({ records, total: 120, size: pageSize, current: page, pages: Math.ceil(120 / pageSize) });
  });
  app.get<{ Params: { id: string } }>(`${site}/goods/detail/:id`, async (request, reply) => {
    const index = Number(request.params.id);
    if (!Number.isInteger(index) || index < 1 || index > 120) {
      return reply.code(404).send({ code: 404, success: false, msg: 'Not found', data: null });
    }
    return ok(withSeller(goodsDetail(index)));
  });
  app.get(`${site}/category/list`, async () => ok(categories));
  app.get(`${site}/seller/batch`, async (request) => {
    const ids = String((request.query as Record<string, string>).ids ?? '').split(',');
    return ok(ids.filter((id) => id !== '1039').map(seller));
  });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    calls,
    /** Users, sessions and tokens of the fake (issue a session, expire an access token, slow refreshes). */
    accounts,
    /** Calls to one path (without the query string). */
    callsTo(path: string) {
      return calls.filter((call) => call.path.endsWith(path));
    },
    setOverride(next: Override | undefined) {
      override = next;
    },
    setEmbedSellers(next: boolean) {
      embedSellers = next;
    },
    reset() {
      calls.length = 0;
      override = undefined;
      embedSellers = true;
      accounts.reset();
      customerData.reset();
    },
    close: () => app.close(),
  };
}

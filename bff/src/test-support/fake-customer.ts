// The fake nextland's 🔒 customer routes: profile, bank cards, no-postage entries, verification, review and
// messages. Records belong to a user; someone else's id is 404, as in nextland.
import type { FastifyInstance } from 'fastify';
import type { BankCardDto, ExpressDto, MessageDto } from '../rest/account-types.js';
import { bankCard, creatorApplication, expressEntry, message, users } from './account-fixtures.js';
import { callerOf, customerPrefix, type FakeAccounts, fail, fieldError, guard, ok } from './fake-session.js';

const v1 = '/nextland-customer/api/framework/v1';
type Owned<T> = { owner: string; record: T };
type Params = { Params: { id: string } };
type Body = Record<string, unknown>;

function page<T>(records: T[], query: unknown) {
  const { current = '1', size = '10' } = query as Record<string, string>;
  const [c, s] = [Number(current), Number(size)];
  return {
    records: records.slice((c - 1) * s, c * s),
    total: records.length,
    size: s,
    current: c,
    pages: Math.ceil(records.length / s),
  };
}

export function registerCustomerRoutes(app: FastifyInstance, accounts: FakeAccounts) {
  const cards = new Map<string, Owned<BankCardDto>>();
  const entries = new Map<string, Owned<ExpressDto>>();
  const messages = new Map<string, Owned<MessageDto>>();
  const mine = <T>(map: Map<string, Owned<T>>, userId: string) =>
    [...map.values()].filter((o) => o.owner === userId).map((o) => o.record);

  let nextCardId = 72;

  function reset() {
    nextCardId = 72;
    cards.clear();
    entries.clear();
    messages.clear();
    cards.set('71', { owner: users.verified, record: bankCard('71', true) });
    cards.set('81', { owner: users.official, record: bankCard('81', true) });
    entries.set('51', { owner: users.verified, record: expressEntry('51') });
    messages.set('701', { owner: users.verified, record: message('701', false) });
    messages.set('702', { owner: users.verified, record: message('702', true) });
  }
  reset();

  app.register(async (scope) => {
    scope.addHook('preHandler', guard(accounts));

    scope.get(`${v1}/current/customer/detail`, async (request, reply) => {
      const { id } = request.query as { id?: string };
      const own = accounts.customers.get(callerOf(request));
      return id === callerOf(request) && own ? ok(own) : fail(reply, 404, 'Not found');
    });
    scope.post(`${customerPrefix}/update`, async (request) => {
      const own = accounts.customers.get(callerOf(request))!;
      Object.assign(own, request.body as Body);
      return ok(own);
    });
    scope.get(`${customerPrefix}/invitees/page`, async (request) =>
      ok(
        page(
          [{ id: '9', nickname: 'User 9', avatarUrl: null, joinedAt: '2026-10-07T08:00:00.000Z' }],
          request.query,
        ),
      ),
    );

    scope.get(`${customerPrefix}/back/card/list`, async (request) => ok(mine(cards, callerOf(request))));
    scope.post(`${customerPrefix}/back/card`, async (request, reply) => {
      const body = request.body as Body;
      if (accounts.customers.get(callerOf(request))?.type === 1)
        return fail(reply, 403, 'Verify your real name first');
      if (body.holderName !== '林晚') return fieldError(reply, 'holderName', 'Must be your verified name');
      const id = String(nextCardId++);
      const record = { ...bankCard(id, false), bankName: String(body.bankName) };
      cards.set(id, { owner: callerOf(request), record });
      return ok(record);
    });
    for (const action of ['default', 'delete']) {
      scope.post<Params>(`${customerPrefix}/back/card/${action}/:id`, async (request, reply) => {
        const card = cards.get(request.params.id);
        if (card?.owner !== callerOf(request)) return fail(reply, 404, 'Card not found');
        if (action === 'delete') cards.delete(request.params.id);
        return ok(null);
      });
    }

    scope.get(`${customerPrefix}/express/page`, async (request) =>
      ok(page(mine(entries, callerOf(request)), request.query)),
    );
    scope.post(`${customerPrefix}/express/create`, async (request) => {
      const body = request.body as Body;
      const record: ExpressDto = {
        ...expressEntry('52'),
        name: String(body.name),
        minCount: (body.minCount as number) ?? null,
        minAmount: (body.minAmount as number) ?? null,
      };
      entries.set(record.id, { owner: callerOf(request), record });
      return ok(record);
    });
    scope.post<Params>(`${customerPrefix}/express/delete/:id`, async (request, reply) => {
      if (entries.get(request.params.id)?.owner !== callerOf(request))
        return fail(reply, 404, 'Entry not found');
      entries.delete(request.params.id);
      return ok(null);
    });

    scope.post(`${customerPrefix}/realname`, async (request, reply) => {
      const own = accounts.customers.get(callerOf(request))!;
      if (own.type !== 1) return fail(reply, 409, 'Already verified');
      own.type = 2;
      return ok({ type: 2 });
    });
    scope.post(`${customerPrefix}/auth/creator`, async () => ok(creatorApplication('302')));
    scope.get(`${customerPrefix}/info/is/reviewed`, async () =>
      ok({ realName: 2, creator: 1, org: 0, rejectReason: null }),
    );
    scope.get<Params>(`${customerPrefix}/auth/application/:id`, async (request, reply) =>
      request.params.id === '301' && callerOf(request) === users.verified
        ? ok(creatorApplication('301'))
        : fail(reply, 404, 'Not found'),
    );
    scope.get(`${v1}/review/page`, async (request, reply) => {
      if (accounts.customers.get(callerOf(request))?.type !== 0) return fail(reply, 403, 'Officials only');
      const applicant = { id: users.verified, nickname: 'User 7', type: 2 };
      return ok(page([{ ...creatorApplication('301'), applicant }], request.query));
    });
    scope.post<Params>(`${v1}/review/approve/:id`, async (request, reply) => {
      if (accounts.customers.get(callerOf(request))?.type !== 0) return fail(reply, 403, 'Officials only');
      return request.params.id === '301' ? ok(null) : fail(reply, 409, 'Already decided');
    });

    scope.get(`${customerPrefix}/msg/page`, async (request) =>
      ok(page(mine(messages, callerOf(request)), request.query)),
    );
    scope.get(`${customerPrefix}/msg/unread/count`, async (request) =>
      ok({ count: mine(messages, callerOf(request)).filter((m) => !m.read).length }),
    );
    scope.post(`${customerPrefix}/msg/read/all`, async (request) => {
      const unread = mine(messages, callerOf(request)).filter((m) => !m.read);
      for (const m of unread) m.read = true;
      return ok({ updated: unread.length });
    });
    scope.post<Params>(`${customerPrefix}/msg/read/:id`, async (request, reply) => {
      const owned = messages.get(request.params.id);
      if (owned?.owner !== callerOf(request)) return fail(reply, 404, 'Message not found');
      owned.record.read = true;
      return ok(null);
    });
  });

  return { reset };
}

// The fake nextland's 🔒 customer routes: profile, bank cards, no-postage entries, messages, and the
// verification and review routes of fake-verification.ts.
// Records belong to a user; someone else's id is 404, as in nextland.
import type { FastifyInstance } from 'fastify';
import type { BankCardDto, ExpressDto, MessageDto } from '../rest/contract.js';
import { bankCard, expressEntry, message, users } from './account-fixtures.js';
import {
  callerOf,
  customerPrefix,
  type FakeAccounts,
  fail,
  fieldError,
  guard,
  ok,
  page,
} from './fake-session.js';
import { createVerificationRoutes } from './fake-verification.js';

const v1 = '/nextland-customer/api/framework/v1';
type Owned<T> = { owner: string; record: T };
type Params = { Params: { id: string } };
type Body = Record<string, unknown>;

export function registerCustomerRoutes(app: FastifyInstance, accounts: FakeAccounts) {
  const cards = new Map<string, Owned<BankCardDto>>();
  const entries = new Map<string, Owned<ExpressDto>>();
  const messages = new Map<string, Owned<MessageDto>>();
  const mine = <T>(map: Map<string, Owned<T>>, userId: string) =>
    [...map.values()].filter((o) => o.owner === userId).map((o) => o.record);

  let nextCardId = 72;
  const verification = createVerificationRoutes(accounts);

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
    verification.reset();
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

    verification.register(scope);

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
      const updated = owned.record.read ? 0 : 1;
      owned.record.read = true;
      return ok({ updated });
    });
  });

  return { reset };
}

// The fake nextland's accounts: users, sessions with rotating refresh tokens (a reused one revokes its
// session, like nextland), and the login, registration, refresh and logout routes.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerDto, TokensDto } from '../rest/contract.js';
import { customer, platformCodes, registrationTicket, users, validSmsCode } from './account-fixtures.js';

export const customerPrefix = '/nextland-customer/api/framework/v1/customer';
const fakeAppid = 'wxnextlanddemo';

export function ok(data: unknown) {
  return { code: 200, success: true, msg: 'ok', data };
}

export function fail(reply: FastifyReply, code: number, msg: string, data: unknown = null) {
  const status = code === 506 || code === 507 ? 401 : code;
  return reply.code(status).send({ code, success: false, msg, data });
}

/** nextland's page envelope over a list, from the `current` / `size` query. */
export function page<T>(records: T[], query: unknown) {
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

export function fieldError(reply: FastifyReply, field: string, message: string) {
  return fail(reply, 400, 'Invalid input', { fields: [{ field, message }] });
}

type SessionRow = { userId: string; access: string; revoked: boolean; expired: boolean };

export type FakeAccounts = ReturnType<typeof createFakeAccounts>;

export function createFakeAccounts() {
  let sequence = 0;
  const customers = new Map<string, CustomerDto>();
  const byAccess = new Map<string, SessionRow>();
  const byRefresh = new Map<string, { session: SessionRow; used: boolean }>();
  const state = { refreshDelayMs: 0 };

  function reset() {
    // `sequence` keeps counting: tokens stay unique across tests, as the BFF's refresh cache outlives a reset.
    customers.clear();
    byAccess.clear();
    byRefresh.clear();
    state.refreshDelayMs = 0;
    customers.set(users.verified, customer(users.verified, 2));
    customers.set(users.official, customer(users.official, 0));
  }

  function rotate(session: SessionRow): TokensDto {
    sequence += 1;
    byAccess.delete(session.access);
    session.access = `access-${sequence}`;
    session.expired = false;
    byAccess.set(session.access, session);
    const refresh = `refresh-${sequence}`;
    byRefresh.set(refresh, { session, used: false });
    return { access_token: session.access, refresh_token: refresh, expires_in: 7200 };
  }

  /** Starts a session for a user, as a login would. */
  function issue(userId: string): TokensDto {
    return rotate({ userId, access: '', revoked: false, expired: false });
  }

  /** The caller of a 🔒 route, or the 506/507 nextland would answer. */
  function authenticate(request: FastifyRequest): string | 506 | 507 {
    const header = request.headers['ft-auth'];
    const token = typeof header === 'string' ? header.replace(/^bearer /, '') : '';
    if (!token) return 506;
    const session = byAccess.get(token);
    if (!session || session.revoked) return 507;
    if (session.expired) return 506;
    return session.userId;
  }

  function expire(access: string) {
    const session = byAccess.get(access);
    if (session) session.expired = true;
  }

  function refresh(token: string): TokensDto | 507 {
    const entry = byRefresh.get(token);
    if (!entry || entry.session.revoked) return 507;
    if (entry.used) {
      entry.session.revoked = true;
      return 507;
    }
    entry.used = true;
    return rotate(entry.session);
  }

  function sessionOf(request: FastifyRequest): SessionRow | undefined {
    const header = String(request.headers['ft-auth'] ?? '').replace(/^bearer /, '');
    return byAccess.get(header);
  }

  reset();
  return { customers, state, reset, issue, authenticate, expire, refresh, sessionOf, byAccess };
}

/** A preHandler for 🔒 routes: answers 506/507 like nextland's guard, else records the caller. */
export function guard(accounts: FakeAccounts) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = accounts.authenticate(request);
    if (caller === 506) return fail(reply, 506, 'Token expired');
    if (caller === 507) return fail(reply, 507, 'Token invalid');
    (request as FastifyRequest & { userId: string }).userId = caller;
  };
}

export function callerOf(request: FastifyRequest): string {
  return (request as FastifyRequest & { userId: string }).userId;
}

type Body = Record<string, unknown>;

export function registerSessionRoutes(app: FastifyInstance, accounts: FakeAccounts) {
  app.post(`${customerPrefix}/wx/login`, async (request, reply) => {
    const { appid, code } = request.body as Body;
    if (appid !== fakeAppid) return fieldError(reply, 'appid', 'Unknown appid');
    const identity = { openid: `openid-${code}`, unionid: `unionid-${code}` };
    if (code === platformCodes.newUser) return ok({ ...identity, registration_ticket: registrationTicket });
    const userId =
      code === platformCodes.known ? users.verified : code === platformCodes.official ? users.official : null;
    if (!userId) return fieldError(reply, 'code', 'The login code is invalid or used');
    return ok({ user_id: userId, ...identity, ...accounts.issue(userId) });
  });

  app.post(`${customerPrefix}/sms/send`, async (request, reply) => {
    const { phone } = request.body as Body;
    if (!/^1[3-9]\d{9}$/.test(String(phone))) return fieldError(reply, 'phone', 'Not a mobile number');
    return ok({ resendIn: 60, expiresIn: 600 });
  });

  app.post(`${customerPrefix}/register`, async (request, reply) => {
    const body = request.body as Body;
    if (body.registration_ticket !== registrationTicket) {
      return fieldError(reply, 'registration_ticket', 'Registration expired');
    }
    if (body.sms_code !== validSmsCode) return fieldError(reply, 'sms_code', 'Wrong code, 4 attempts left');
    if (body.invitation_code && body.invitation_code !== 'INV7') {
      return fieldError(reply, 'invitation_code', 'Unknown invitation code');
    }
    accounts.customers.set(users.registered, customer(users.registered, 1));
    const identity = { openid: 'openid-new', unionid: 'unionid-new' };
    return ok({ user_id: users.registered, ...identity, ...accounts.issue(users.registered) });
  });

  app.post(`${customerPrefix}/token/refresh`, async (request, reply) => {
    const { refresh_token } = request.body as Body;
    if (accounts.state.refreshDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, accounts.state.refreshDelayMs));
    }
    const tokens = accounts.refresh(String(refresh_token));
    return tokens === 507 ? fail(reply, 507, 'Token invalid') : ok(tokens);
  });

  app.post(`${customerPrefix}/logout`, { preHandler: guard(accounts) }, async (request) => {
    const session = accounts.sessionOf(request);
    if (session) session.revoked = true;
    return ok(null);
  });

  app.post(`${customerPrefix}/logout/others`, { preHandler: guard(accounts) }, async (request) => {
    const own = accounts.sessionOf(request);
    let revoked = 0;
    for (const session of new Set(accounts.byAccess.values())) {
      if (session !== own && session.userId === callerOf(request) && !session.revoked) {
        session.revoked = true;
        revoked += 1;
      }
    }
    return ok({ revoked });
  });
}

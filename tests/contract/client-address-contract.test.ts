// Per-visitor rate limits through all three hops: the web server (in process, as the browser's origin) → the BFF
// → nextland, each trusting X-Forwarded-For only from the hop in front of it (issue 9, finding 1). A visitor
// cannot pick a fresh rate-limit bucket by sending its own X-Forwarded-For, and two visitors still get their own.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp as buildWeb } from '../../web/server/app.js';
import { readServerConfig } from '../../web/server/config.js';
import { freePort } from '../support/free-port.js';
import { type RunningService, spawnService } from '../support/spawn-service.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const LIMIT = 3;
const redirectUri = 'http://localhost:3000/login/callback';

let database: TestDatabase;
let nextland: RunningService;
let bff: RunningService;
let web: FastifyInstance;

beforeAll(async () => {
  const nextlandPort = await freePort();
  const bffPort = await freePort();
  database = await createTestDatabase('client_address');
  nextland = await spawnService('nextland/src/server.ts', nextlandPort, {
    ...database.env,
    NEXTLAND_PORT: String(nextlandPort),
    RATE_LOGIN_PER_MINUTE: String(LIMIT),
    RATE_SMS_PER_IP_HOUR: String(LIMIT),
    RATE_REGISTER_PER_IP_HOUR: String(LIMIT),
    REDIS_KEY_PREFIX: `contract-ip-${process.pid}-${Date.now()}:`,
  });
  bff = await spawnService('bff/src/server.ts', bffPort, {
    BFF_PORT: String(bffPort),
    NEXTLAND_URL: nextland.url,
  });
  web = await buildWeb({
    config: readServerConfig({ BFF_URL: bff.url, NEXTLAND_URL: nextland.url }),
    render: async () => null,
    logger: false,
  });
  await web.ready();
});

afterAll(async () => {
  await web?.close();
  await bff?.stop();
  await nextland?.stop();
  await database?.drop();
});

type Reply = { data?: Record<string, { userErrors?: { code: string }[] } | null> };

/** A browser at one socket address, talking to the web origin's /graphql (inject sets the peer address). */
class Visitor {
  readonly cookies = new Map<string, string>();
  constructor(readonly address: string) {}

  async graphql(query: string, variables: object, headers: Record<string, string> = {}): Promise<Reply> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await web.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: this.address,
      headers: { 'content-type': 'application/json', 'x-locale': 'en', cookie, ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers['set-cookie'];
    for (const line of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
      this.cookies.set(name, value);
    }
    expect(response.statusCode).toBe(200);
    return response.json() as Reply;
  }

  /** A login with a wrong code: nextland counts it against the visitor's address, then refuses the code. */
  async badLogin(headers: Record<string, string> = {}): Promise<string | undefined> {
    await this.graphql('mutation S($u: String!) { startLogin(redirectUri: $u) { authorizeUrl } }', {
      u: redirectUri,
    });
    const state = this.cookies.get('login_state') ?? '';
    const reply = await this.graphql(
      'mutation L($c: String!, $s: String!) { login(code: $c, state: $s) { userErrors { code } } }',
      { c: 'not-a-code', s: state },
      headers,
    );
    return reply.data?.login?.userErrors?.[0]?.code;
  }

  /** An SMS request under a (forged) registration ticket: counted per address before the ticket is read. */
  async sendSms(phone: string, headers: Record<string, string> = {}): Promise<string | undefined> {
    this.cookies.set('registration', 'forged-ticket');
    const reply = await this.graphql(
      'mutation M($p: String!) { sendSmsCode(phone: $p) { userErrors { code } } }',
      { p: phone },
      headers,
    );
    return reply.data?.sendSmsCode?.userErrors?.[0]?.code;
  }

  async register(headers: Record<string, string> = {}): Promise<string | undefined> {
    this.cookies.set('registration', 'forged-ticket');
    const reply = await this.graphql(
      'mutation R($i: RegisterInput!) { register(input: $i) { userErrors { code } } }',
      { i: { phone: '13912340000', smsCode: '123456', consent: true } },
      headers,
    );
    return reply.data?.register?.userErrors?.[0]?.code;
  }
}

const spoofed = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` });

describe('rate limits key on the real client address, through the web origin', () => {
  it('login: a fresh X-Forwarded-For after the 429 is still limited; another visitor is not', async () => {
    const visitor = new Visitor('198.51.100.10');
    for (let i = 0; i < LIMIT; i++) expect(await visitor.badLogin()).not.toBe('RATE_LIMITED');
    expect(await visitor.badLogin()).toBe('RATE_LIMITED');
    expect(await visitor.badLogin(spoofed(1))).toBe('RATE_LIMITED');
    expect(await visitor.badLogin({ 'x-forwarded-for': '203.0.113.2, 198.51.100.99' })).toBe('RATE_LIMITED');
    expect(await new Visitor('198.51.100.11').badLogin()).not.toBe('RATE_LIMITED');
  });

  it('SMS: a fresh X-Forwarded-For after the 429 is still limited; another visitor is not', async () => {
    const visitor = new Visitor('198.51.100.20');
    for (let i = 0; i < LIMIT; i++) expect(await visitor.sendSms(`1391234100${i}`)).not.toBe('RATE_LIMITED');
    expect(await visitor.sendSms('13912341008')).toBe('RATE_LIMITED');
    expect(await visitor.sendSms('13912341009', spoofed(3))).toBe('RATE_LIMITED');
    expect(await new Visitor('198.51.100.21').sendSms('13912341010')).not.toBe('RATE_LIMITED');
  });

  it('registration: a fresh X-Forwarded-For after the 429 is still limited; another visitor is not', async () => {
    const visitor = new Visitor('198.51.100.30');
    for (let i = 0; i < LIMIT; i++) expect(await visitor.register()).not.toBe('RATE_LIMITED');
    expect(await visitor.register()).toBe('RATE_LIMITED');
    expect(await visitor.register(spoofed(4))).toBe('RATE_LIMITED');
    expect(await new Visitor('198.51.100.31').register()).not.toBe('RATE_LIMITED');
  });
});

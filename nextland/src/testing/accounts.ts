// Makes users of a running nextland over HTTP, the way people get them: the platform stand-in's login page,
// registration with a code from the SMS outbox, identity uploads, a real-name application an official approves.
// Every user is new, so tests sharing one nextland never see each other's data.
import sharp from 'sharp';

export type Tokens = { user_id: string; access_token: string; refresh_token: string; expires_in: number };
export type Reply<T> = { status: number; code: number; msg: string; data: T };
export type CallOptions = { body?: unknown; token?: string; query?: Record<string, string> };

const V1 = '/nextland-customer/api/framework/v1';
const C = `${V1}/customer`;
const APPID = 'wxnextlanddemo';
const REDIRECT = 'http://localhost:3000/login/callback';

let serial = 0;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** Unique across the processes of one run: test files run in parallel workers against one nextland. */
function nextSerial(): number {
  serial += 1;
  return (process.pid % 10_000) * 10_000 + serial;
}

/** A mainland mobile number not used before in this run. */
export function nextPhone(): string {
  return `139${String(nextSerial()).padStart(8, '0').slice(-8)}`;
}

/** A valid ID number (GB 11643) not used before in this run: an identity verifies one account only. */
export function nextIdNumber(): string {
  const birth = new Date(Date.UTC(1950, 0, 1) + (nextSerial() % 20_000) * 86_400_000);
  const code = String(Math.floor(nextSerial() / 20_000) % 1000).padStart(3, '0');
  const body = `110105${birth.toISOString().slice(0, 10).replaceAll('-', '')}${code}`;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  return body + '10X98765432'.charAt(sum % 11);
}

export class TestAccounts {
  readonly #url: string;
  readonly #authorization: string;
  readonly #demo: Record<string, number>;

  constructor(nextland: {
    url: string;
    clientId: string;
    clientSecret: string;
    demo: Record<string, number>;
  }) {
    this.#url = nextland.url;
    this.#authorization = `Basic ${Buffer.from(`${nextland.clientId}:${nextland.clientSecret}`).toString('base64')}`;
    this.#demo = nextland.demo;
  }

  /** A nextland call with the client credential (and the user's token), in English. */
  async call<T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    options: CallOptions = {},
  ): Promise<Reply<T>> {
    const url = new URL(path, this.#url);
    for (const [key, value] of Object.entries({ lang: 'en', ...options.query }))
      url.searchParams.set(key, value);
    const headers: Record<string, string> = { authorization: this.#authorization };
    if (options.token) headers['ft-auth'] = `bearer ${options.token}`;
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(url, { method, headers, body });
    const envelope = (await response.json()) as { code: number; msg: string; data: T };
    return { status: response.status, ...envelope };
  }

  /** Like call(), but a reply other than 200 throws with nextland's message. */
  async ok<T = unknown>(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<T> {
    const reply = await this.call<T>(method, path, options);
    if (reply.code !== 200) throw new Error(`${method} ${path}: ${reply.code} ${reply.msg}`);
    return reply.data;
  }

  /** Chooses an account on the stand-in's login page (a demo key, a customer id or 'new'); the one-time code. */
  async loginCode(account: string | number): Promise<string> {
    const id = typeof account === 'string' && account in this.#demo ? this.#demo[account] : account;
    const response = await fetch(new URL('/wx-standin/connect/authorize', this.#url), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ appid: APPID, redirect_uri: REDIRECT, state: 's', account: String(id) }),
    });
    const code = new URL(response.headers.get('location') ?? 'missing:').searchParams.get('code');
    if (!code) throw new Error(`the stand-in gave no code for ${account} (${response.status})`);
    return code;
  }

  /** A session of an existing account (a demo key or a customer id). */
  async login(account: string | number): Promise<Tokens> {
    const body = { appid: APPID, code: await this.loginCode(account), loginType: 0 };
    return this.ok<Tokens>('POST', `${C}/wx/login`, { body });
  }

  /** The code the SMS stand-in sent to a phone last. */
  async smsCode(phone: string): Promise<string> {
    const response = await fetch(new URL(`/dev/sms/outbox?phone=${phone}`, this.#url));
    const { data } = (await response.json()) as { data: { code: string }[] };
    return data[0]?.code ?? '';
  }

  /**
   * Runs every queued job to completion (`POST /dev/jobs/drain`): messages are delivered by a job, so a test
   * reads them after this, never after a sleep. Returns how many jobs ran.
   */
  async drainJobs(): Promise<number> {
    const response = await fetch(new URL('/dev/jobs/drain', this.#url), { method: 'POST' });
    const { data } = (await response.json()) as { data: { ran: number } };
    return data.ran;
  }

  /** A registration in progress: the ticket a first login hands out. */
  async registrationTicket(): Promise<string> {
    const body = { appid: APPID, code: await this.loginCode('new'), loginType: 0 };
    const started = await this.ok<{ registration_ticket: string }>('POST', `${C}/wx/login`, { body });
    return started.registration_ticket;
  }

  /** A new unverified user with a session; their welcome message (and the inviter's) already delivered. */
  async register(invitationCode?: string): Promise<Tokens & { phone: string }> {
    const registration_ticket = await this.registrationTicket();
    const phone = nextPhone();
    await this.ok('POST', `${C}/sms/send`, { body: { phone, scene: 'register' } });
    const body = {
      registration_ticket,
      phone,
      sms_code: await this.smsCode(phone),
      invitation_code: invitationCode,
      consent: true,
    };
    const tokens = await this.ok<Tokens>('POST', `${C}/register`, { body });
    await this.drainJobs();
    return { ...tokens, phone };
  }

  /** An identity upload of the user (an ID card photo stand-in); its `/files/private/{id}` path. */
  async identityImage(token: string): Promise<string> {
    const png = await sharp({ create: { width: 40, height: 24, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'id.png');
    const upload = await this.ok<{ url: string }>('POST', `${V1}/upload`, {
      token,
      body: form,
      query: { purpose: 'identity' },
    });
    return upload.url;
  }

  /** A real-name application of the user, under review. */
  async applyRealName(token: string, name = '林晚') {
    const idImages = [await this.identityImage(token), await this.identityImage(token)];
    const body = { name, idNumber: nextIdNumber(), idImages };
    return this.ok<{ id: string }>('POST', `${C}/realname`, { token, body });
  }

  /** Approves an application as the seeded official; the applicant's message already delivered. */
  async approve(applicationId: string): Promise<void> {
    const { access_token } = await this.login('official');
    await this.ok('POST', `${V1}/review/approve/${applicationId}`, { token: access_token });
    await this.drainJobs();
  }

  /** A new user whose real name an official approved (type 2, verified name `name`). */
  async verified(name = '林晚'): Promise<Tokens & { phone: string; name: string }> {
    const user = await this.register();
    const application = await this.applyRealName(user.access_token, name);
    await this.approve(application.id);
    return { ...user, name };
  }
}

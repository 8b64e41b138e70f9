// One rule for every text input and one for dates (issue 9, finding 3): a NUL byte anywhere in the query, path
// or body, or a date that is not on the calendar, is a 400 naming the field in the request's language — never
// a 500 from the database or a 503 from a call it broke.
import { expect, it } from 'vitest';
import { APPID, C, call, nextIp, registerNew } from '../account-helpers.js';
import { CLIENT_AUTH, getJson, SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';
import { verifiedUser } from '../verification-helpers.js';

type Fields = { fields: { field: string; message: string }[] };
const NUL = '\u0000';
const nulMessage = {
  en: 'Must not contain control characters (such as NUL)',
  'zh-cn': '不能包含控制字符（如 NUL）',
  'zh-tw': '不能包含控制字元（如 NUL）',
};
const dateMessage = 'Must be a date (YYYY-MM-DD) between 1900 and today';

function expectRefused(
  reply: { status: number; body: { code: number; data: unknown } },
  field: string,
  message: string,
) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(400);
  expect(reply.body.code).toBe(400);
  expect((reply.body.data as Fields).fields).toContainEqual({ field, message });
}

export function inputRulesCases(use: UseApi): void {
  it.each(['en', 'zh-cn', 'zh-tw'] as const)('goods keyword with NUL → 400 on keyword (%s)', async (lang) => {
    const reply = await getJson<Fields>(
      use().app,
      `${SITE}/homepage/goods/page?keyword=${encodeURIComponent(`a${NUL}b`)}&lang=${lang}`,
    );
    expectRefused(reply, 'keyword', nulMessage[lang]);
  });

  it('a NUL in a path parameter → 400 on that parameter', async () => {
    const reply = await getJson<Fields>(use().app, `${SITE}/homepage/goods/detail/1%00?lang=en`);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe(400);
  });

  it('login code with NUL → 400 on code (not a 503 from the platform call)', async () => {
    const reply = await call<Fields>(
      use().app,
      'POST',
      `${C}/wx/login`,
      { appid: APPID, code: `abc${NUL}`, loginType: 0 },
      { ip: nextIp() },
    );
    expectRefused(reply, 'code', nulMessage.en);
  });

  it('nickname and bio with NUL → 400 naming each', async () => {
    const user = await registerNew(use().app);
    const reply = await call<Fields>(
      use().app,
      'POST',
      `${C}/update`,
      { nickname: `x${NUL}`, bio: `${NUL}` },
      { token: user.access_token },
    );
    expectRefused(reply, 'nickname', nulMessage.en);
    expectRefused(reply, 'bio', nulMessage.en);
  });

  it('no-postage entry name and regions with NUL → 400 naming each', async () => {
    const user = await registerNew(use().app);
    const reply = await call<Fields>(
      use().app,
      'POST',
      `${C}/express/create`,
      { name: `包邮${NUL}`, regions: ['330000', `320000${NUL}`], minCount: 2 },
      { token: user.access_token },
    );
    expectRefused(reply, 'name', nulMessage.en);
    expectRefused(reply, 'regions.1', nulMessage.en);
  });

  it('bank name with NUL → 400 on bankName', async () => {
    const user = await verifiedUser(use);
    const reply = await call<Fields>(
      use().app,
      'POST',
      `${C}/back/card`,
      { cardNumber: '6222021234567890128', holderName: user.name, bankName: `招商${NUL}银行` },
      { token: user.access_token },
    );
    expectRefused(reply, 'bankName', nulMessage.en);
  });

  it.each(['2023-02-29', '2023-04-31', '2024-13-01', '2024-00-10', '2024-02-30'])(
    'birthday %s (not on the calendar) → 400 on birthday',
    async (birthday) => {
      const user = await registerNew(use().app);
      const reply = await call<Fields>(
        use().app,
        'POST',
        `${C}/update`,
        { birthday },
        { token: user.access_token },
      );
      expectRefused(reply, 'birthday', dateMessage);
    },
  );

  it('a real leap day is still a valid birthday', async () => {
    const user = await registerNew(use().app);
    const reply = await call(
      use().app,
      'POST',
      `${C}/update`,
      { birthday: '2024-02-29' },
      {
        token: user.access_token,
      },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  });

  it.each([
    ['malformed', '{"appid": "x",', 'en', 'The request body is not valid JSON'],
    ['empty', '', 'zh-tw', '請求內容不是有效的 JSON'],
  ])('a %s JSON body is a 400 envelope naming the body', async (_label, payload, lang, message) => {
    const reply = await use().app.inject({
      method: 'POST',
      url: `${C}/wx/login?lang=${lang}`,
      remoteAddress: nextIp(),
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json' },
      payload,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      code: 400,
      success: false,
      msg: lang === 'en' ? 'Invalid request parameters' : '請求參數不正確',
      data: { fields: [{ field: 'body', message }] },
    });
  });
}

// Issue 9 §9: nicknames that impersonate the platform are refused (officials exempt by role); near misses are
// flagged to reviewers in the queue.
import { expect, it } from 'vitest';
import { C, call, loginAs, registerNew } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { officialToken, realNameBody, reviewQueue, submitRealName } from '../verification-helpers.js';
import { demoId } from './login-cases.js';

type FieldErrors = { fields: { field: string; message: string }[] };
type QueueRecord = { id: string; applicant?: { nickname: string; nicknameFlagged?: boolean } };

function rename(use: UseApi, token: string, nickname: string, lang = 'en') {
  return call<FieldErrors & { nickname: string }>(
    use().app,
    'POST',
    `${C}/update`,
    { nickname },
    { token, lang },
  );
}

export function nicknameCases(use: UseApi): void {
  it('refuses nicknames that impersonate the platform with a translated error on nickname', async () => {
    const user = await registerNew(use().app);
    for (const nickname of ['Nextland 官方', 'ｏｆｆｉｃｉａｌ', '管理員', '客 服', 'N E X T L A N D shop']) {
      const reply = await rename(use, user.access_token, nickname);
      expect(reply.status, nickname).toBe(400);
      expect(reply.body.data.fields).toEqual([
        { field: 'nickname', message: expect.stringMatching(/official|platform/i) },
      ]);
    }
    const zh = await rename(use, user.access_token, '官方旗舰', 'zh-tw');
    expect(zh.body.data.fields[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await rename(use, user.access_token, '溪边陶人')).body.data.nickname).toBe('溪边陶人');
  });

  it('the official account keeps its name (exempt by role, not by name)', async () => {
    const { app } = use();
    const { access_token: token } = await loginAs(app, await demoId(use, 'official'));
    const reply = await rename(use, token, 'Nextland 官方');
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
  });

  it('flags applicants whose nickname resembles a reserved one in the review queue', async () => {
    const { app } = use();
    const suspicious = await registerNew(app);
    expect((await rename(use, suspicious.access_token, 'N3xtland 0fficial')).body.code).toBe(200);
    const plain = await registerNew(app);
    for (const user of [suspicious, plain]) {
      const submitted = await submitRealName(
        app,
        user.access_token,
        await realNameBody(app, user.access_token),
      );
      expect(submitted.body.code).toBe(200);
    }
    const queue = await reviewQueue(app, await officialToken(use), '&kind=realname');
    const byName = (name: string) =>
      queue.body.data.records.find((r: QueueRecord) => r.applicant?.nickname === name);
    expect((byName('N3xtland 0fficial') as QueueRecord).applicant?.nicknameFlagged).toBe(true);
    const plainName = (
      await call<{ nickname: string }>(
        app,
        'GET',
        `${C.replace('/customer', '')}/current/customer/detail?id=${plain.user_id}`,
        undefined,
        { token: plain.access_token },
      )
    ).body.data.nickname;
    expect((byName(plainName) as QueueRecord).applicant?.nicknameFlagged).toBe(false);
  });
}

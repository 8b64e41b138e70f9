// Issue 9 §6: portfolio links are web addresses (https:, http:) only; javascript:, data: and the rest are a 400.
import { expect, it } from 'vitest';
import { C, call } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { identityImage } from '../upload-helpers.js';
import { type Application, verifiedUser } from '../verification-helpers.js';

type FieldErrors = { fields: { field: string; message: string }[] };

export function portfolioCases(use: UseApi): void {
  it('refuses portfolio links that are not http(s) with a translated error on the link', async () => {
    const { app } = use();
    const user = await verifiedUser(use);
    const token = user.access_token;
    const base = { field: '陶瓷', intro: '柴烧', idImages: [await identityImage(app, token)] };
    for (const link of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/a',
    ]) {
      const reply = await call<FieldErrors>(
        app,
        'POST',
        `${C}/auth/creator`,
        { ...base, portfolio: ['https://example.com/ok', link] },
        { token, lang: 'zh-cn' },
      );
      expect(reply.status, link).toBe(400);
      expect(reply.body.data.fields.map((f) => f.field)).toEqual(['portfolio.1']);
      expect(reply.body.data.fields[0]?.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const accepted = await call<Application>(
      app,
      'POST',
      `${C}/auth/creator`,
      { ...base, portfolio: ['https://example.com/works', 'http://example.org/old'] },
      { token },
    );
    expect(accepted.body.code, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.payload.portfolio).toEqual([
      'https://example.com/works',
      'http://example.org/old',
    ]);
  });
}

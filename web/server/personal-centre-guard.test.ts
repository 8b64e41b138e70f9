import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerPersonalCentreGuard } from './personal-centre-guard.js';

async function appWithGuard() {
  const app = Fastify();
  registerPersonalCentreGuard(app);
  app.get('/*', async () => 'page');
  await app.ready();
  return app;
}

describe('personal centre guard (direct loads)', () => {
  it.each([
    ['/my', '/'],
    ['/my/account?tab=1', '/'],
    ['/en/my/msg', '/en'],
    ['/zh-tw/my/auth/creator/form', '/zh-tw'],
    ['/en/my/index.pageContext.json', '/en'],
  ])('sends %s without a session to %s', async (url, location) => {
    const app = await appWithGuard();
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each(['token=abc', 'refresh_token=def', 'i18n_redirected=en; token=abc'])(
    'lets a request with a session cookie (%s) through',
    async (cookie) => {
      const app = await appWithGuard();
      const response = await app.inject({ url: '/en/my/account', headers: { cookie } });
      expect(response.statusCode).toBe(200);
    },
  );

  it.each(['/', '/goods', '/mystery', '/en/myself', '/goods?next=/my'])('leaves %s alone', async (url) => {
    const app = await appWithGuard();
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
  });

  it('ignores a malformed cookie instead of failing', async () => {
    const app = await appWithGuard();
    const response = await app.inject({ url: '/my', headers: { cookie: 'token=%E0' } });
    expect(response.statusCode).toBe(200);
  });
});

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
    ['/my', '/?next=%2Fmy'],
    ['/my/account?tab=1', '/?next=%2Fmy%2Faccount%3Ftab%3D1'],
    ['/en/my/msg', '/en?next=%2Fen%2Fmy%2Fmsg'],
    ['/zh-tw/my/auth/creator/form', '/zh-tw?next=%2Fzh-tw%2Fmy%2Fauth%2Fcreator%2Fform'],
    // Vike's client fetch of page data has no page to return to: plain home.
    ['/en/my/index.pageContext.json', '/en'],
  ])('sends %s without a session home with the login prompt (%s)', async (url, location) => {
    const app = await appWithGuard();
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('never carries an unsafe return path', async () => {
    const app = await appWithGuard();
    const response = await app.inject({ url: '/my/%5C%5Cevil.example%0A' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
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

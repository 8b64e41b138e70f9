import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { menuFor } from '../../features/account/my/menu-items';
import { MY_ROUTES } from './my-routes';

describe('MY_ROUTES', () => {
  it("has a page (not the catch-all) for every item of every account type's side menu", () => {
    const paths = MY_ROUTES.map((route) => route.path).filter((path) => path !== '*');
    const types = ['UNVERIFIED', 'REAL_NAME', 'CREATOR', 'ORGANISATION', 'OFFICIAL'] as const;
    const targets = new Set(
      types.flatMap((type) => menuFor(type).map((item) => item.to.split('?')[0] ?? '')),
    );
    for (const target of targets) {
      const routed =
        target === '/'
          ? MY_ROUTES.some((route) => route.path === undefined)
          : paths.some((path) => path && matchPath(`/${path}`, target));
      expect(routed, target).toBe(true);
    }
  });

  it('routes each path once', () => {
    const paths = MY_ROUTES.map((route) => route.path ?? '');
    expect(new Set(paths).size).toBe(paths.length);
  });
});

import { describe, expect, it } from 'vitest';
import { apolloOnFirstLoad, personalCodeOutsideMy, upFrontBytes } from './page-weight-guard-plugin.js';

const entry = (page: string, fileName: string, imports: string[], moduleIds: string[]) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: true,
  facadeModuleId: `\0virtual:vike:page-entry:client:/src/pages/${page}`,
  imports,
  moduleIds,
});
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  moduleIds,
});

describe('personalCodeOutsideMy', () => {
  it('finds personal-centre modules a page loads through its static imports', () => {
    const bundle = {
      goods: entry(
        '(app)/goods',
        'goods.js',
        ['shared.js'],
        ['/w/src/features/goods/components/goods-list.tsx'],
      ),
      shared: chunk('shared.js', ['/w/node_modules/react/index.js'], ['charts.js']),
      charts: chunk('charts.js', [
        '/w/node_modules/victory-core/lib/index.js',
        '/w/src/lib/upload/upload-image.ts',
      ]),
    };
    expect(personalCodeOutsideMy(bundle)).toEqual(
      new Map([
        [
          '/src/pages/(app)/goods',
          ['/w/node_modules/victory-core/lib/index.js', '/w/src/lib/upload/upload-image.ts'],
        ],
      ]),
    );
  });

  it('allows it on /my, the buying pages and behind dynamic imports', () => {
    const bundle = {
      my: entry('my', 'my.js', [], ['/w/src/features/wallet/components/bank-cards-page.tsx']),
      confirm: entry(
        '(personal)/goods/buy/confirm',
        'confirm.js',
        [],
        ['/w/src/features/address/components/address-picker.tsx'],
      ),
      goods: {
        ...entry('(app)/goods', 'goods.js', [], ['/w/src/pages/(app)/goods/+Page.tsx']),
        dynamicImports: ['ws.js'],
      },
      ws: chunk('ws.js', ['/w/node_modules/graphql-ws/dist/client.mjs']),
      core: chunk('core.js', ['/w/src/lib/i18n/messages/en.ts']),
    };
    expect(personalCodeOutsideMy(bundle).size).toBe(0);
  });
});

describe('apolloOnFirstLoad', () => {
  it('finds Apollo Client on a catalogue page and allows it on /my, /login and behind dynamic imports', () => {
    const bundle = {
      goods: {
        ...entry('(app)/goods', 'goods.js', ['shared.js'], ['/w/src/pages/(app)/goods/+Page.tsx']),
        dynamicImports: ['client.js'],
      },
      details: entry('(app)/goods/details', 'details.js', ['client.js'], []),
      login: entry('(static)/login', 'login.js', ['client.js'], []),
      my: entry('my', 'my.js', ['client.js'], []),
      cart: entry('(personal)/goods/cart', 'cart.js', ['client.js'], []),
      shared: chunk('shared.js', ['/w/node_modules/react/index.js']),
      client: chunk('client.js', [
        '/w/node_modules/@apollo/client/core/ApolloClient.js',
        '/w/node_modules/rxjs/dist/esm5/index.js',
      ]),
    };
    expect(apolloOnFirstLoad(bundle)).toEqual(
      new Map([
        [
          '/src/pages/(app)/goods/details',
          ['/w/node_modules/@apollo/client/core/ApolloClient.js', '/w/node_modules/rxjs/dist/esm5/index.js'],
        ],
      ]),
    );
  });
});

describe('upFrontBytes', () => {
  it("counts a page's chunk and its static imports, each once, but not what it imports lazily", () => {
    const code = (bytes: number) => 'x'.repeat(bytes);
    const bundle = {
      my: { ...entry('my', 'my.js', ['react.js', 'shared.js'], []), code: code(100) },
      react: { ...chunk('react.js', [], ['shared.js']), code: code(1000) },
      shared: { ...chunk('shared.js', []), code: code(10) },
      // Only reached through `import()`: not in `imports`.
      orders: { ...chunk('orders.js', []), code: code(5000) },
    };
    expect(upFrontBytes(bundle).get('/src/pages/my')).toBe(1110);
  });
});

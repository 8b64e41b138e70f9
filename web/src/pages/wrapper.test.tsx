// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoodsShowcase } from '../features/goods/components/goods-showcase.js';
import { cardGoods } from '../features/goods/test/fixtures.js';
import type { HomeGoodsShowcaseQuery as ShowcaseData } from '../graphql/generated/graphql.js';

let pageContext: Record<string, unknown> = {};
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }));

const { Wrapper } = await import('./+Wrapper.js');

/** The page query a home page `+data` would ship: the showcase query's answer as JSON. */
function serverPageQuery() {
  const page = (records: unknown[]) => ({ __typename: 'GoodsPage', records });
  const data = {
    __typename: 'Query',
    newest: page([cardGoods('1'), cardGoods('2')]),
    auctions: page([]),
  } as unknown as ShowcaseData;
  return { operationName: 'HomeGoodsShowcase', variables: {}, data };
}

describe('+Wrapper', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('caches the server’s page query, so hydration renders the data with no GraphQL request', () => {
    const fetchSpy = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchSpy);
    pageContext = { locale: 'zh-tw', isClientSide: true, data: { pageQuery: serverPageQuery() } };
    render(
      <Wrapper>
        <GoodsShowcase />
      </Wrapper>,
    );
    // Synchronously present: written into the cache by usePageQuery, read back, not fetched.
    expect(screen.getByRole('link', { name: 'Goods 1' }).getAttribute('href')).toBe(
      '/zh-tw/goods/details?id=1',
    );
    expect(screen.getByRole('link', { name: 'Goods 2' })).toBeVisible();
    // Text comes from the page locale's i18next instance.
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('新品上架');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeGoodsShowcaseQuery } from '../../../features/goods/api/home-goods-showcase.js';

const tryLoadPageQuery = vi.fn();
vi.mock('../../../lib/page-data/load-page-query.js', () => ({ tryLoadPageQuery }));

const { data } = await import('./+data.js');

const pageContext = { headers: {}, locale: 'en' } as unknown as Parameters<typeof data>[0];

describe('home +data', () => {
  beforeEach(() => {
    tryLoadPageQuery.mockReset();
  });

  it('server-renders the goods showcase: its query is the page query', async () => {
    const pageQuery = { operationName: 'HomeGoodsShowcase', variables: {}, data: {} };
    tryLoadPageQuery.mockResolvedValue(pageQuery);
    await expect(data(pageContext)).resolves.toEqual({ pageQuery });
    expect(tryLoadPageQuery).toHaveBeenCalledWith(pageContext, HomeGoodsShowcaseQuery, {});
  });

  it('still renders the home page when the BFF fails (the browser retries)', async () => {
    tryLoadPageQuery.mockResolvedValue(null);
    await expect(data(pageContext)).resolves.toEqual({ pageQuery: null });
  });
});

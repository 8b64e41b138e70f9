import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeGoodsShowcaseQuery } from '../../../features/goods/api/home-goods-showcase.js';

const ssrQuery = vi.fn();
vi.mock('../../../lib/apollo/ssr-query.js', () => ({ ssrQuery }));

const { data } = await import('./+data.js');

const pageContext = { headers: {}, locale: 'en' } as unknown as Parameters<typeof data>[0];

describe('home +data', () => {
  beforeEach(() => {
    ssrQuery.mockReset();
  });

  it('server-renders the goods showcase: runs its query and ships the cache snapshot', async () => {
    const apolloState = { ROOT_QUERY: { __typename: 'Query' } };
    ssrQuery.mockResolvedValue({ data: {}, apolloState });
    await expect(data(pageContext)).resolves.toEqual({ apolloState });
    expect(ssrQuery).toHaveBeenCalledWith(pageContext, HomeGoodsShowcaseQuery, {});
  });

  it('still renders the home page when the BFF fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    ssrQuery.mockImplementation(async () => {
      throw new Error('ECONNREFUSED');
    });
    await expect(data(pageContext)).resolves.toEqual({ apolloState: {} });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

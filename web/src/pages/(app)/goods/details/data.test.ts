import { beforeEach, describe, expect, it, vi } from 'vitest';

const ssrQuery = vi.fn();
vi.mock('../../../../lib/apollo/ssr-query.js', () => ({ ssrQuery }));

const { data } = await import('./+data.js');

function pageContext(urlOriginal: string) {
  const url = new URL(urlOriginal, 'http://localhost');
  return {
    urlOriginal,
    urlParsed: { search: Object.fromEntries(url.searchParams) },
    headers: {},
    locale: 'en',
  } as unknown as Parameters<typeof data>[0];
}

function notFound(path: string) {
  return {
    _pageContextAbort: expect.objectContaining({
      abortStatusCode: 404,
      abortReason: `Page Not Found: ${path}`,
    }),
  };
}

describe('goods details +data (route validity check)', () => {
  beforeEach(() => ssrQuery.mockReset());

  it('404s without an id, and never asks the BFF', async () => {
    await expect(data(pageContext('/en/goods/details'))).rejects.toMatchObject(notFound('/en/goods/details'));
    expect(ssrQuery).not.toHaveBeenCalled();
  });

  it('404s on a malformed id', async () => {
    for (const url of [
      '/goods/details?id=abc',
      '/goods/details?id=12x',
      '/goods/details?id=-1',
      '/goods/details?id=',
    ]) {
      await expect(data(pageContext(url))).rejects.toMatchObject(notFound(url));
    }
    expect(ssrQuery).not.toHaveBeenCalled();
  });

  it('404s when the goods does not exist', async () => {
    ssrQuery.mockResolvedValue({ data: { goods: null }, apolloState: {} });
    await expect(data(pageContext('/zh-tw/goods/details?id=999'))).rejects.toMatchObject(
      notFound('/zh-tw/goods/details?id=999'),
    );
    expect(ssrQuery.mock.calls[0]?.[2]).toEqual({ id: '999' });
  });

  it('returns the cache snapshot and the id for existing goods', async () => {
    const apolloState = { 'Goods:12': { id: '12' } };
    ssrQuery.mockResolvedValue({ data: { goods: { id: '12' } }, apolloState });
    await expect(data(pageContext('/goods/details?id=12'))).resolves.toEqual({ apolloState, id: '12' });
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadPageQuery = vi.fn();
vi.mock('../../../../lib/page-data/load-page-query.js', () => ({ loadPageQuery }));

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
  beforeEach(() => loadPageQuery.mockReset());

  it('404s without an id, and never asks the BFF', async () => {
    await expect(data(pageContext('/en/goods/details'))).rejects.toMatchObject(notFound('/en/goods/details'));
    expect(loadPageQuery).not.toHaveBeenCalled();
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
    expect(loadPageQuery).not.toHaveBeenCalled();
  });

  it('404s when the goods does not exist', async () => {
    loadPageQuery.mockResolvedValue({ operationName: 'GoodsDetails', variables: {}, data: { goods: null } });
    await expect(data(pageContext('/zh-tw/goods/details?id=999'))).rejects.toMatchObject(
      notFound('/zh-tw/goods/details?id=999'),
    );
    // The page's one operation asks for the goods and the first page of their reviews.
    expect(loadPageQuery.mock.calls[0]?.[2]).toEqual({ id: '999', kind: 'GOODS', first: 5 });
  });

  it('returns the page query and the id for existing goods', async () => {
    const pageQuery = {
      operationName: 'GoodsDetails',
      variables: { id: '12' },
      data: { goods: { id: '12' } },
    };
    loadPageQuery.mockResolvedValue(pageQuery);
    await expect(data(pageContext('/goods/details?id=12'))).resolves.toEqual({ pageQuery, id: '12' });
  });
});

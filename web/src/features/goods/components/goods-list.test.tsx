// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoodsCategoriesQuery } from '../api/goods-categories';
import { GoodsListPageQuery } from '../api/goods-list-page';
import type { GoodsListFilters } from '../lib/goods-filters';
import { goodsListVariables } from '../lib/goods-filters';
import { listPage } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { GoodsList } from './goods-list';

const navigate = vi.fn();
vi.mock('vike/client/router', () => ({ navigate: (url: string) => navigate(url) }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const categories = {
  request: { query: GoodsCategoriesQuery },
  result: {
    data: {
      categories: [
        {
          __typename: 'Category',
          id: '3',
          code: 'ceramics',
          name: 'Ceramics',
          goodsCount: { __typename: 'Count', value: 12, relation: 'EXACT' },
        },
      ],
    },
  },
};

function listMock(filters: GoodsListFilters, data: ReturnType<typeof listPage> | Error) {
  const request = { query: GoodsListPageQuery, variables: goodsListVariables(filters) };
  return data instanceof Error ? { request, error: data } : { request, result: { data } };
}

describe('GoodsList', () => {
  afterEach(() => {
    cleanup();
    navigate.mockReset();
  });

  it('shows the result count, the cards and category chips that keep the other filters', async () => {
    const filters: GoodsListFilters = { sort: 'price_asc' };
    renderWithProviders(<GoodsList filters={filters} />, [
      categories,
      listMock(filters, listPage(['1', '2'], false, 2)),
    ]);
    expect(await screen.findByText('2 items')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Goods 1' })).toBeVisible();
    const chip = await screen.findByRole('link', { name: /Ceramics/ });
    expect(chip.getAttribute('href')).toBe('/en/goods?category=3&sort=price_asc');
    expect(screen.getByText("You've reached the end")).toBeVisible();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const filters: GoodsListFilters = { sort: 'newest', keyword: 'unicorn' };
    renderWithProviders(<GoodsList filters={filters} />, [
      categories,
      listMock(filters, listPage([], false, 0)),
    ]);
    expect(await screen.findByText('No goods match')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/en/goods');
  });

  it('shows a translated error with a retry button when the first page fails', async () => {
    const filters: GoodsListFilters = { sort: 'newest' };
    renderWithProviders(<GoodsList filters={filters} />, [categories, listMock(filters, new Error('down'))]);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByText("Couldn't load goods")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('puts a submitted keyword in the URL, keeping the other filters', async () => {
    const filters: GoodsListFilters = { sort: 'newest', saleType: 'auction' };
    renderWithProviders(<GoodsList filters={filters} />, [
      categories,
      listMock(filters, listPage(['1'], false, 1)),
    ]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search goods' }), {
      target: { value: ' tea bowl ' },
    });
    fireEvent.submit(screen.getByRole('searchbox').closest('form') as HTMLFormElement);
    expect(navigate).toHaveBeenCalledWith('/en/goods?keyword=tea+bowl&saleType=auction');
  });

  it('changes the sort through navigation', async () => {
    const filters: GoodsListFilters = { sort: 'newest', category: '3' };
    renderWithProviders(<GoodsList filters={filters} />, [
      categories,
      listMock(filters, listPage(['1'], false, 1)),
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'popular' } });
    expect(navigate).toHaveBeenCalledWith('/en/goods?category=3&sort=popular');
  });
});

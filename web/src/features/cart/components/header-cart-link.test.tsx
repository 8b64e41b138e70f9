// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderCartCountsQuery } from '../api/header-cart-counts';
import { writeCartCount } from '../lib/cart-cache';
import { renderCart } from '../test/render-cart';
import { HeaderCartLink } from './header-cart-link';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));
vi.mock('vike/client/router', () => ({ navigate: vi.fn() }));

const counts = (goods: number, works: number) => ({
  request: { query: HeaderCartCountsQuery },
  result: { data: { goods, works } },
});

describe('HeaderCartLink', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('counts the goods cart and leads to it', async () => {
    renderCart(<HeaderCartLink />, [counts(2, 0)]);
    const link = await screen.findByRole('link', { name: 'Cart, 2 items' });
    expect(link.getAttribute('href')).toBe('/en/goods/cart');
    expect(screen.getByTestId('header-cart-count').textContent).toBe('2');
  });

  it('leads to the works cart when only it holds lines', async () => {
    renderCart(<HeaderCartLink />, [counts(0, 1)]);
    const link = await screen.findByRole('link', { name: 'Cart, 1 item' });
    expect(link.getAttribute('href')).toBe('/en/opus/cart');
    expect(screen.getByTestId('header-cart-count').textContent).toBe('1');
  });

  it('shows the total of both carts and offers each one, with its count, when both hold lines', async () => {
    renderCart(<HeaderCartLink />, [counts(2, 1)]);
    const button = await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(screen.getByTestId('header-cart-count').textContent).toBe('3');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Cart, 3 items' });
    const goods = within(menu).getByRole('menuitem', { name: 'Goods cart, 2 items' });
    const works = within(menu).getByRole('menuitem', { name: 'Works cart, 1 work' });
    expect(goods.getAttribute('href')).toBe('/en/goods/cart');
    expect(works.getAttribute('href')).toBe('/en/opus/cart');
  });

  it('follows a cart mutation’s answer of either kind, and a refetch by the query’s name', async () => {
    const { client } = renderCart(<HeaderCartLink />, [counts(2, 0), counts(5, 4)]);
    await screen.findByRole('link', { name: 'Cart, 2 items' });
    // What a works-cart mutation's `update` does with its answer (an add from a card, say).
    act(() => writeCartCount(client.cache, { kind: 'OPUS', lineCount: 1 }));
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    act(() => writeCartCount(client.cache, { kind: 'GOODS', lineCount: 0 }));
    const link = await screen.findByRole('link', { name: 'Cart, 1 item' });
    expect(link.getAttribute('href')).toBe('/en/opus/cart');
    await act(() => client.refetchQueries({ include: ['HeaderCartCounts'] }));
    await waitFor(() => expect(screen.getByTestId('header-cart-count').textContent).toBe('9'));
  });
});

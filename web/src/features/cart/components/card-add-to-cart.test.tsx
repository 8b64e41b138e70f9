// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../../stores/root-store.js';
import { AddToCartMutation } from '../api/add-to-cart';
import { AddWorkToCartMutation } from '../api/add-work-to-cart';
import { CartCountQuery } from '../api/cart-count';
import { cart, group, line, payload } from '../test/fixtures';
import { renderCart, signedInStore } from '../test/render-cart';
import { CardAddToCart } from './card-add-to-cart';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const goods = { kind: 'GOODS' as const, id: '5', title: 'Celadon Cup' };
const work = { kind: 'OPUS' as const, id: '9', title: 'Tides' };

function messages(store: RootStore) {
  return store.ui.messages.messages.map((message) => [message.type, message.text]);
}

describe('CardAddToCart', () => {
  afterEach(cleanup);

  it('is a button named after the item; a visitor is asked to log in and comes back to the item', () => {
    const store = new RootStore('en');
    renderCart(<CardAddToCart item={goods} />, [], store);
    fireEvent.click(screen.getByRole('button', { name: 'Add “Celadon Cup” to cart' }));
    expect(store.session.loginPrompt).toEqual({ reason: 'required', returnTo: '/en/goods/details?id=5' });
    cleanup();
    renderCart(<CardAddToCart item={work} />, [], store);
    fireEvent.click(screen.getByRole('button', { name: 'Add “Tides” to cart' }));
    expect(store.session.loginPrompt?.returnTo).toBe('/en/opus/details?id=9');
  });

  it('adds one piece of goods, says so and updates the header count in the cache', async () => {
    const store = signedInStore();
    const answer = cart([group('s1', 'Maker', [line('1'), line('2', { itemId: '5' })], 20000)], 20000);
    const { client } = renderCart(
      <CardAddToCart item={goods} />,
      [
        {
          request: { query: AddToCartMutation, variables: { goodsId: '5', quantity: 1 } },
          delay: 20,
          result: { data: { addToCart: payload(answer) } },
        },
      ],
      store,
    );
    const button = screen.getByRole('button', { name: 'Add “Celadon Cup” to cart' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(messages(store)).toEqual([['success', 'Added “Celadon Cup” to your cart.']]));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(client.readQuery({ query: CartCountQuery, variables: { kind: 'GOODS' } })).toEqual({
      cartCount: 2,
    });
  });

  it("shows the API's translated refusal as it comes (a work already owned)", async () => {
    const store = signedInStore();
    renderCart(
      <CardAddToCart item={work} />,
      [
        {
          request: { query: AddWorkToCartMutation, variables: { workId: '9' } },
          result: {
            data: {
              addWorkToCart: payload(null, [
                { field: 'workId', code: 'OWNED', message: 'This work is already in your library' },
              ]),
            },
          },
        },
      ],
      store,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add “Tides” to cart' }));
    await waitFor(() => expect(messages(store)).toEqual([['error', 'This work is already in your library']]));
  });

  it('adds one edition of a work; a failed request says so in the kind’s words', async () => {
    const store = signedInStore();
    const answer = {
      ...cart([group('s2', 'Studio', [line('3', { kind: 'OPUS', itemId: '9' })], 10000)], 10000),
    };
    renderCart(
      <CardAddToCart item={work} />,
      [
        {
          request: { query: AddWorkToCartMutation, variables: { workId: '9' } },
          result: { data: { addWorkToCart: payload({ ...answer, kind: 'OPUS' }) } },
        },
        {
          request: { query: AddWorkToCartMutation, variables: { workId: '9' } },
          error: new Error('offline'),
        },
      ],
      store,
    );
    const button = screen.getByRole('button', { name: 'Add “Tides” to cart' });
    fireEvent.click(button);
    await waitFor(() => expect(messages(store)).toEqual([['success', '“Tides” is in your works cart']]));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    fireEvent.click(button);
    await waitFor(() =>
      expect(messages(store).at(-1)).toEqual(['error', 'Could not add it to the cart; please try again.']),
    );
  });
});

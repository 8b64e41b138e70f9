// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartQuery } from '../api/cart';
import { CartCountQuery } from '../api/cart-count';
import { ConfirmCartChangesMutation } from '../api/confirm-cart-changes';
import { RemoveFromCartMutation } from '../api/remove-from-cart';
import { SelectCartLinesMutation } from '../api/select-cart-lines';
import { SetCartQuantityMutation } from '../api/set-cart-quantity';
import { cart, group, line, payload } from '../test/fixtures';
import { renderCart } from '../test/render-cart';
import { CartPage } from './cart-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));
const navigate = vi.fn();
vi.mock('vike/client/router', () => ({ navigate: (...args: unknown[]) => navigate(...args) }));

const cartMock = (data: ReturnType<typeof cart>) => ({
  request: { query: CartQuery },
  result: { data: { cart: data } },
});

/** Two sellers: Lin's two lines (one unselected), Xi's line whose price went up from ¥80 to ¥90. */
function changedCart() {
  return cart(
    [
      group(
        's1',
        'Lin',
        [line('1', { quantity: 2, lineTotal: money(20000) }), line('2', { selected: false })],
        20000,
      ),
      group(
        's2',
        'Xi',
        [
          line('3', {
            price: money(9000),
            priceSeen: money(8000),
            priceChanged: true,
            lineTotal: money(9000),
          }),
        ],
        9000,
      ),
    ],
    29000,
  );
}

function money(amount: number) {
  return { __typename: 'Money' as const, amount, currency: 'CNY' };
}

// The first render of a file loads react-dom, Apollo and the messages: slow on a busy machine.
describe('CartPage', { timeout: 30_000 }, () => {
  beforeEach(() => navigate.mockReset());
  afterEach(cleanup);

  it('groups lines by seller with subtotals and the selected total; a price change blocks checkout until confirmed', async () => {
    const before = changedCart();
    const confirmed = cart(
      [
        before.sellers[0]!,
        group(
          's2',
          'Xi',
          [line('3', { price: money(9000), priceSeen: money(9000), lineTotal: money(9000) })],
          9000,
        ),
      ],
      29000,
    );
    const { client } = renderCart(<CartPage />, [
      cartMock(before),
      {
        request: { query: ConfirmCartChangesMutation, variables: { lineIds: ['3'] } },
        result: { data: { confirmCartChanges: payload(confirmed) } },
      },
    ]);
    const groups = await screen.findAllByTestId('cart-seller');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Lin', 'Xi']);
    expect(within(groups[0]!).getByText('Subtotal').nextSibling?.textContent).toBe('¥200.00');
    expect(screen.getByTestId('cart-total').textContent).toContain('2 items selected');
    expect(screen.getByTestId('cart-total').textContent).toContain('¥290.00');
    // What changed, old → new.
    expect(within(groups[1]!).getByTestId('line-changes').textContent).toBe('Price changed: ¥80.00 → ¥90.00');
    const checkout = screen.getByRole('button', { name: 'Check out' });
    expect((checkout as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Confirm the changes above first.')).toBeVisible();
    expect(screen.getByTestId('cart-changes').textContent).toContain('1 item changed since you added it');

    fireEvent.click(screen.getByRole('button', { name: 'Confirm changes' }));
    await waitFor(() => expect(screen.queryByTestId('cart-changes')).toBeNull());
    expect(screen.queryByTestId('line-changes')).toBeNull();
    expect((screen.getByRole('button', { name: 'Check out' }) as HTMLButtonElement).disabled).toBe(false);
    // The header badge's count follows the answer.
    expect(client.readQuery({ query: CartCountQuery, variables: { kind: 'GOODS' } })?.cartCount).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/goods/buy/confirm?source=cart'));
  });

  it("selects a seller's available lines together; unavailable lines can't be chosen", async () => {
    const offSale = line('2', { available: false, statusChanged: true, selected: false });
    const before = cart([group('s1', 'Lin', [line('1', { selected: false }), offSale], 0)], 0);
    const after = cart([group('s1', 'Lin', [line('1'), offSale], 10000)], 10000);
    renderCart(<CartPage />, [
      cartMock(before),
      {
        request: { query: SelectCartLinesMutation, variables: { lineIds: ['1'], selected: true } },
        result: { data: { selectCartLines: payload(after) } },
      },
    ]);
    const offSaleBox = (await screen.findByRole('checkbox', {
      name: 'Select “Goods 2”',
    })) as HTMLInputElement;
    expect(offSaleBox.disabled).toBe(true);
    expect(screen.getByText("No longer on sale: this item can't be bought")).toBeVisible();
    expect((screen.getByRole('button', { name: 'Check out' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Select the items you want to buy.')).toBeVisible();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select everything from Lin' }));
    await waitFor(() =>
      expect((screen.getByRole('checkbox', { name: 'Select “Goods 1”' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Select everything from Lin' }) as HTMLInputElement).checked,
    ).toBe(true);
    // The box ticks at once (optimistic); the total follows the mutation's answer, later under load.
    await waitFor(() => expect(screen.getByTestId('cart-total').textContent).toContain('¥100.00'));
  });

  it('bounds the quantity by the stock and shows a refused change on its line', async () => {
    const before = cart([group('s1', 'Lin', [line('1', { quantity: 2, stock: 3 })], 20000)], 20000);
    const after = cart(
      [group('s1', 'Lin', [line('1', { quantity: 3, stock: 3, lineTotal: money(30000) })], 30000)],
      30000,
    );
    renderCart(<CartPage />, [
      cartMock(before),
      {
        request: { query: SetCartQuantityMutation, variables: { lineId: '1', quantity: 3 } },
        result: { data: { setCartQuantity: payload(after) } },
      },
      {
        request: { query: SetCartQuantityMutation, variables: { lineId: '1', quantity: 2 } },
        result: {
          data: {
            setCartQuantity: payload(null, [{ field: 'quantity', code: 'INVALID', message: 'Only 1 left.' }]),
          },
        },
      },
    ]);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of “Goods 1”' });
    expect(quantity.getAttribute('aria-valuemax')).toBe('3');
    const increase = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    fireEvent.click(increase);
    await waitFor(() => expect(screen.getByTestId('line-total').textContent).toContain('¥300.00'));
    expect(increase.disabled).toBe(true);
    // Typing past the stock is clamped to it: nothing to send.
    fireEvent.change(quantity, { target: { value: '9' } });
    fireEvent.blur(quantity);
    expect((quantity as HTMLInputElement).value).toBe('3');
    // The stock fell meanwhile: the server refuses and the line says why.
    fireEvent.keyDown(quantity, { key: 'ArrowDown' });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Only 1 left.');
    await waitFor(() => expect((quantity as HTMLInputElement).value).toBe('3'));
  });

  it('marks a title shown in its original language, as cards do; a translated one is not marked', async () => {
    const original = line('1', { title: '青釉莲纹茶盏', lang: 'ZH_CN', translated: false });
    const translated = line('2', { title: 'Celadon Lotus Tea Bowl', lang: 'EN', translated: true });
    renderCart(<CartPage />, [cartMock(cart([group('s1', 'Lin', [original, translated], 20000)], 20000))]);
    const [first, second] = await screen.findAllByTestId('cart-line');
    expect(within(first!).getByRole('link', { name: '青釉莲纹茶盏' }).getAttribute('lang')).toBe('zh-CN');
    expect(within(first!).getByTestId('original-language').textContent).toBe('Original: 简体中文');
    expect(within(second!).getByRole('link', { name: 'Celadon Lotus Tea Bowl' }).hasAttribute('lang')).toBe(
      false,
    );
    expect(within(second!).queryByTestId('original-language')).toBeNull();
  });

  it('removes a line and shows the empty cart with a link to the goods', async () => {
    const before = cart([group('s1', 'Lin', [line('1')], 10000)], 10000);
    const { store } = renderCart(<CartPage />, [
      cartMock(before),
      {
        request: { query: RemoveFromCartMutation, variables: { lineId: '1' } },
        result: { data: { removeFromCart: payload(cart([], 0)) } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove “Goods 1”' }));
    expect(await screen.findByText('Your cart is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse goods' }).getAttribute('href')).toBe('/en/goods');
    expect(store.ui.messages.messages.map((m) => m.text)).toEqual(['Removed “Goods 1” from your cart.']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cart' }));
  });
});

// @vitest-environment jsdom
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type MockedResponse, MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../lib/apollo/create-apollo-client.js';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { PreviewCheckoutMutation } from '../api/preview-checkout';
import { SubmitCheckoutMutation } from '../api/submit-checkout';
import type { CheckoutIntent } from '../lib/checkout-intent';
import { type AddressSlot, CheckoutConfirmPage } from './checkout-confirm-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'CNY' });
const input = { source: 'CART', addressId: 'a1' };

function previewOf(total: number, problems: { goodsId: string; code: string; message: string }[] = []) {
  const line = (goodsId: string, price: number) => ({
    __typename: 'CheckoutLinePreview',
    itemId: goodsId,
    kind: 'GOODS',
    title: `Goods ${goodsId}`,
    cover: { __typename: 'Image', url: `/files/${goodsId}.svg`, width: 1, height: 1, alt: '' },
    unitPrice: money(price),
    quantity: 1,
    itemsTotal: money(price),
  });
  const seller = (id: string, nickname: string, goodsId: string, price: number, postage: number) => ({
    __typename: 'CheckoutSellerPreview',
    seller: { __typename: 'OrderParty', id, nickname },
    lines: [line(goodsId, price)],
    itemsTotal: money(price),
    postage: money(postage),
    freeShipping: postage === 0,
    total: money(price + postage),
  });
  return {
    __typename: 'CheckoutPreview',
    sellers: [seller('s1', 'Lin', '12', 10000, 0), seller('s2', 'Xi', '15', total - 10000 - 800, 800)],
    itemsTotal: money(total - 800),
    postage: money(800),
    total: money(total),
    problems: problems.map(({ goodsId, ...problem }) => ({
      __typename: 'CheckoutProblem',
      itemId: goodsId,
      ...problem,
    })),
  };
}

const previewMock = (total: number, problems?: Parameters<typeof previewOf>[1]): MockedResponse => ({
  request: { query: PreviewCheckoutMutation, variables: { input } },
  result: {
    data: {
      previewCheckout: {
        __typename: 'CheckoutPreviewPayload',
        preview: previewOf(total, problems),
        userErrors: [],
      },
    },
  },
});

function submitMock(
  acceptedTotal: number,
  answer: { payment?: object; userErrors?: object[] },
  delay = 0,
): MockedResponse {
  return {
    // Any key: the tests read the key sent from the link's calls.
    request: {
      query: SubmitCheckoutMutation,
      variables: (variables: { acceptedTotal: number; input: { source: string } }) =>
        variables.acceptedTotal === acceptedTotal && variables.input.source === 'CART',
    },
    delay,
    result: {
      data: {
        submitCheckout: {
          __typename: 'SubmitCheckoutPayload',
          payment: answer.payment ?? null,
          userErrors: (answer.userErrors ?? []).map((error) => ({
            __typename: 'UserError',
            field: null,
            ...error,
          })),
        },
      },
    },
  } as MockedResponse;
}

/** Stands in for the address feature's picker: chooses the default address once loaded. */
const picker: AddressSlot = ({ value, onChange }) => <FakePicker value={value} onChange={onChange} />;
function FakePicker({ value, onChange }: { value: string | null; onChange: (id: string) => void }) {
  useEffect(() => {
    if (value === null) onChange('a1');
  }, [value, onChange]);
  return <p>address {value}</p>;
}

function renderConfirm(
  mocks: MockedResponse[],
  goTo = vi.fn(),
  intent: CheckoutIntent = { source: 'CART', kind: 'GOODS' },
) {
  const link = new MockLink(mocks);
  const request = vi.spyOn(link, 'request');
  const client = new ApolloClient({ cache: createCache(), link });
  render(
    <ApolloProvider client={client}>
      <I18nextProvider i18n={getI18n('en')}>
        <CheckoutConfirmPage intent={intent} renderAddressPicker={picker} goTo={goTo} />
      </I18nextProvider>
    </ApolloProvider>,
  );
  const submits = () =>
    request.mock.calls
      .filter(([operation]) => operation.operationName === 'SubmitCheckout')
      .map(([operation]) => operation.variables);
  return { goTo, submits };
}

describe('CheckoutConfirmPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('prices the checkout for the chosen address: one block per seller, free shipping marked, the total', async () => {
    renderConfirm([previewMock(20000)]);
    const sellers = await screen.findAllByTestId('checkout-seller');
    expect(sellers.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Sold by Lin',
      'Sold by Xi',
    ]);
    expect(within(sellers[0]!).getByTestId('free-shipping').textContent).toBe('Free shipping');
    expect(within(sellers[1]!).queryByTestId('free-shipping')).toBeNull();
    expect(screen.getByTestId('checkout-total').textContent).toContain('¥200.00');
    expect(
      screen.getByText('2 orders will be made, one per seller; you pay once for all of them.'),
    ).toBeVisible();
  });

  it('works (decision 0023): priced at once without an address, no postage, delivered to the library', async () => {
    const workPreview = {
      __typename: 'CheckoutPreview',
      sellers: [
        {
          __typename: 'CheckoutSellerPreview',
          seller: { __typename: 'OrderParty', id: 's1', nickname: 'Lin' },
          lines: [
            {
              __typename: 'CheckoutLinePreview',
              itemId: '7',
              kind: 'OPUS',
              title: 'Morning Mist',
              cover: { __typename: 'Image', url: '/files/7.svg', width: 1, height: 1, alt: '' },
              unitPrice: { __typename: 'Money', amount: 8800, currency: 'CNY' },
              quantity: 1,
              itemsTotal: { __typename: 'Money', amount: 8800, currency: 'CNY' },
            },
          ],
          itemsTotal: { __typename: 'Money', amount: 8800, currency: 'CNY' },
          postage: { __typename: 'Money', amount: 0, currency: 'CNY' },
          freeShipping: false,
          total: { __typename: 'Money', amount: 8800, currency: 'CNY' },
        },
      ],
      itemsTotal: { __typename: 'Money', amount: 8800, currency: 'CNY' },
      postage: { __typename: 'Money', amount: 0, currency: 'CNY' },
      total: { __typename: 'Money', amount: 8800, currency: 'CNY' },
      problems: [],
    };
    const mock: MockedResponse = {
      request: {
        query: PreviewCheckoutMutation,
        variables: { input: { kind: 'OPUS', source: 'BUY_NOW', workIds: ['7'] } },
      },
      result: {
        data: {
          previewCheckout: { __typename: 'CheckoutPreviewPayload', preview: workPreview, userErrors: [] },
        },
      },
    };
    renderConfirm([mock], vi.fn(), { source: 'BUY_NOW', kind: 'OPUS', itemId: '7', quantity: 1 });
    const seller = await screen.findByTestId('checkout-seller');
    expect(within(seller).getByText('1 edition')).toBeVisible();
    expect(within(seller).queryByText('Postage')).toBeNull();
    expect(screen.queryByText(/^address /)).toBeNull();
    expect(screen.getByText(/delivered to your library as soon as you pay/)).toBeVisible();
    expect(screen.getByTestId('checkout-total').textContent).not.toContain('Postage');
  });

  it('goes to the cashier once: the button is busy while submitting, the key is forgotten after success', async () => {
    const { goTo, submits } = renderConfirm([
      previewMock(20000),
      submitMock(
        20000,
        {
          payment: {
            __typename: 'Payment',
            id: 'p1',
            status: 'PENDING',
            cashierUrl: '/sandbox-pay/cashier/p1',
          },
        },
        30,
      ),
    ]);
    const button = (await screen.findByRole('button', { name: 'Place order and pay' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    const key = window.sessionStorage.getItem('nextland.checkout.key:cart');
    expect(key).toBeTruthy();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.disabled).toBe(true);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/sandbox-pay/cashier/p1'));
    expect(submits()).toEqual([{ input, acceptedTotal: 20000, idempotencyKey: key }]);
    expect(window.sessionStorage.getItem('nextland.checkout.key:cart')).toBeNull();
  });

  it('reuses the key of an earlier attempt in this tab (a reload), and keeps it after a failure', async () => {
    window.sessionStorage.setItem('nextland.checkout.key:cart', 'earlier-key');
    const { submits } = renderConfirm([
      previewMock(20000),
      submitMock(20000, { userErrors: [{ field: 'lines', code: 'INVALID', message: 'Nothing selected.' }] }),
    ]);
    const button = (await screen.findByRole('button', { name: 'Place order and pay' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('checkout-error').textContent).toBe('Nothing selected.'));
    expect(submits()[0]?.idempotencyKey).toBe('earlier-key');
    expect(window.sessionStorage.getItem('nextland.checkout.key:cart')).toBe('earlier-key');
  });

  it('CONFLICT: reads the preview again and says the prices changed', async () => {
    renderConfirm([
      previewMock(20000),
      submitMock(20000, { userErrors: [{ code: 'CONFLICT', message: 'The total changed.' }] }),
      previewMock(21000),
    ]);
    const button = (await screen.findByRole('button', { name: 'Place order and pay' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toContain('¥210.00'));
    expect(screen.getByTestId('checkout-error').textContent).toBe(
      'Prices or stock changed while you were here. Check the new total, then place the order again.',
    );
    expect(button.disabled).toBe(false);
  });

  it('SOLD_OUT: marks the line and blocks submitting; preview problems do too, with a way back to the cart', async () => {
    renderConfirm([
      previewMock(20000),
      submitMock(20000, { userErrors: [{ field: 'lines.15', code: 'SOLD_OUT', message: 'Sold out.' }] }),
    ]);
    const button = (await screen.findByRole('button', { name: 'Place order and pay' })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    const line = await waitFor(() => {
      const found = screen.getAllByTestId('checkout-line').find((el) => el.dataset.itemId === '15');
      expect(within(found!).getByTestId('checkout-line-problem').textContent).toBe('Not enough stock left');
      return found;
    });
    expect(line).toBeTruthy();
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId('checkout-error').textContent).toBe(
      'Some items sold out while you were here. They are marked below.',
    );
    expect(screen.getAllByRole('link', { name: 'Back to cart' })[0]?.getAttribute('href')).toBe(
      '/en/goods/cart',
    );
  });

  it('shows problems the preview found on their lines', async () => {
    renderConfirm([previewMock(20000, [{ goodsId: '12', code: 'PRICE_CHANGED', message: '' }])]);
    expect(await screen.findByText('The price changed')).toBeVisible();
    expect(screen.getByText("Some items can't be bought as they are")).toBeVisible();
    expect((screen.getByRole('button', { name: 'Place order and pay' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});

// @vitest-environment jsdom
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../lib/apollo/create-apollo-client.js';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { PaymentQuery } from '../api/payment';
import { PaymentResultPage } from './payment-result-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'CNY' });
const order = (id: string, number: string, seller: string, total: number) => ({
  __typename: 'Order',
  id,
  orderNumber: number,
  status: 'AWAITING_SHIPMENT',
  seller: { __typename: 'OrderParty', id: `s${id}`, nickname: seller },
  total: money(total),
  lines: [{ __typename: 'OrderLine', id: `l${id}`, title: `Goods ${id}`, quantity: 1 }],
});

function paymentMock(
  status: string,
  orders = [order('1', 'NL1', 'Lin', 10000), order('2', 'NL2', 'Xi', 9800)],
) {
  return {
    request: { query: PaymentQuery, variables: { id: 'p1' } },
    result: {
      data: {
        payment: {
          __typename: 'Payment',
          id: 'p1',
          status,
          amount: money(19800),
          cashierUrl: status === 'PENDING' ? '/sandbox-pay/cashier/p1' : null,
          payDeadline: '2026-11-24T20:00:00.000Z',
          paidAt: null,
          orders,
        },
      },
    },
  };
}

function renderResult(mocks: ReturnType<typeof paymentMock>[], paymentId: string | null = 'p1') {
  render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <I18nextProvider i18n={getI18n('en')}>
        <PaymentResultPage paymentId={paymentId} />
      </I18nextProvider>
    </MockedProvider>,
  );
}

describe('PaymentResultPage', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('shows a paid payment and its orders, each linking to its order page', async () => {
    renderResult([paymentMock('PAID')]);
    const status = await screen.findByTestId('payment-status');
    expect(within(status).getByRole('heading').textContent).toBe('Payment received');
    expect(status.textContent).toContain('¥198.00');
    const orders = screen.getAllByTestId('payment-order');
    expect(orders).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'View order NL2' }).getAttribute('href')).toBe(
      '/en/my/order/detail?id=2',
    );
    expect(screen.getByRole('link', { name: 'Keep shopping' }).getAttribute('href')).toBe('/en/goods');
  });

  it('offers the cashier while the payment is pending', async () => {
    renderResult([paymentMock('PENDING')]);
    expect(await screen.findByText('Waiting for your payment')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to payment' }).getAttribute('href')).toBe(
      '/sandbox-pay/cashier/p1',
    );
  });

  it('says so when there is no such payment', () => {
    renderResult([], null);
    expect(screen.getByText('This payment could not be found.')).toBeVisible();
  });
});

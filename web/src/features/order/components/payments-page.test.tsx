// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionOf } from '../../../test-support/connection';
import { renderAt } from '../../../test-support/render-at';
import { PaymentsQuery } from '../api/payments';
import { orderEventsMock } from '../test/fixtures';
import { PaymentsPage } from './payments-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

// A loaded CI machine renders slowly: give the mocked round trips room (each test also gets 20 s).

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'CNY' });

function payment(id: string, status: 'PENDING' | 'PAID' | 'CANCELLED') {
  return {
    __typename: 'Payment',
    id,
    status,
    amount: money(36600),
    cashierUrl: status === 'PENDING' ? `/sandbox-pay/cashier/${id}` : null,
    createdAt: '2026-11-24T02:00:00.000Z',
    payDeadline: '2026-11-24T02:30:00.000Z',
    paidAt: status === 'PAID' ? '2026-11-24T02:05:00.000Z' : null,
    orders: [
      {
        __typename: 'Order',
        id: `${id}-a`,
        orderNumber: `NL-${id}-A`,
        status:
          status === 'PAID' ? 'AWAITING_SHIPMENT' : status === 'PENDING' ? 'AWAITING_PAYMENT' : 'CANCELLED',
        seller: { __typename: 'OrderParty', id: 's1', nickname: 'Xiyue Studio' },
        total: money(26600),
      },
      {
        __typename: 'Order',
        id: `${id}-b`,
        orderNumber: `NL-${id}-B`,
        status:
          status === 'PAID' ? 'AWAITING_SHIPMENT' : status === 'PENDING' ? 'AWAITING_PAYMENT' : 'CANCELLED',
        seller: { __typename: 'OrderParty', id: 's2', nickname: 'Kiln Nine' },
        total: money(10000),
      },
    ],
  };
}

function paymentsMock(
  payments: ReturnType<typeof payment>[],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean } = {},
) {
  return {
    request: { query: PaymentsQuery, variables: { first: 10, ...(after ? { after } : {}) } },
    result: { data: { payments: connectionOf('Payment', payments, { hasNextPage }) } },
  };
}

describe('PaymentsPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T02:10:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('lists each checkout with its orders, and "Pay" with the time left while pending', async () => {
    renderAt(<PaymentsPage />, '/order/purchaseOrders', [
      paymentsMock([payment('p2', 'PENDING'), payment('p1', 'PAID')], { hasNextPage: true }),
      paymentsMock([payment('p0', 'CANCELLED')], { after: 'cp1' }),
      orderEventsMock(),
    ]);
    const [pending, paid] = (await screen.findAllByTestId('payment-card')) as HTMLElement[];
    expect(within(pending!).getByText('Waiting for payment')).toBeVisible();
    expect(within(pending!).getByText('2 orders')).toBeVisible();
    expect(within(pending!).getByRole('timer').textContent).toBe('20:00 left');
    expect(within(pending!).getByText('Pay by Nov 24, 2026, 10:30 AM')).toBeVisible();
    expect(within(pending!).getByRole('link', { name: 'Pay ¥366.00' }).getAttribute('href')).toBe(
      '/sandbox-pay/cashier/p2',
    );
    expect(within(pending!).getByRole('link', { name: 'Order NL-p2-B' }).getAttribute('href')).toBe(
      '/order/detail?id=p2-b',
    );
    expect(within(pending!).getByText('Seller: Kiln Nine')).toBeVisible();
    expect(within(paid!).getByText('Paid', { selector: 'span' })).toBeVisible();
    expect(within(paid!).getByText('Paid Nov 24, 2026, 10:05 AM')).toBeVisible();
    expect(within(paid!).queryByRole('link', { name: /^Pay/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show older payments' }));
    await waitFor(() => expect(screen.getAllByTestId('payment-card')).toHaveLength(3));
    expect(screen.getAllByText('Cancelled', { selector: 'span' }).length).toBeGreaterThan(0);
  });

  it('says when there are no payments yet', async () => {
    renderAt(<PaymentsPage />, '/order/purchaseOrders', [paymentsMock([]), orderEventsMock()]);
    expect(await screen.findByText('No payments yet')).toBeVisible();
  });
});

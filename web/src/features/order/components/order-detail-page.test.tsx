// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { CancelOrderMutation } from '../api/cancel-order';
import { ConfirmReceiptMutation } from '../api/confirm-receipt';
import { PaymentCashierQuery } from '../api/payment-cashier';
import { openCashier } from '../lib/open-cashier';
import { order, orderEventsMock, orderMock, userError } from '../test/fixtures';
import { OrderDetailPage } from './order-detail-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));
vi.mock('../lib/open-cashier', () => ({ openCashier: vi.fn() }));

// A loaded CI machine renders slowly: give the mocked round trips room (each test also gets 20 s).

const notFound = <p>Not found view</p>;
const buyerPage = <OrderDetailPage side="BUYER" notFound={notFound} />;

const shippedEvents = [
  {
    __typename: 'OrderEvent',
    fromStatus: null,
    toStatus: 'AWAITING_PAYMENT',
    actor: 'BUYER',
    at: '2026-11-24T02:00:00.000Z',
    note: 'Order placed',
  },
  {
    __typename: 'OrderEvent',
    fromStatus: 'AWAITING_PAYMENT',
    toStatus: 'AWAITING_SHIPMENT',
    actor: 'SYSTEM',
    at: '2026-11-24T02:05:00.000Z',
    note: 'Paid with the sandbox cashier',
  },
  {
    __typename: 'OrderEvent',
    fromStatus: 'AWAITING_SHIPMENT',
    toStatus: 'SHIPPED',
    actor: 'SELLER',
    at: '2026-11-24T03:00:00.000Z',
    note: 'Shipped with SF Express',
  },
];
const shipment = {
  __typename: 'Shipment',
  carrier: { __typename: 'Carrier', code: 'SF', name: 'SF Express' },
  trackingNumber: 'SF1234567890',
  shippedAt: '2026-11-24T03:00:00.000Z',
};

function moveMock(
  query: typeof CancelOrderMutation | typeof ConfirmReceiptMutation,
  id: string,
  payload: { order?: unknown; userErrors?: unknown[] },
) {
  const field = query === CancelOrderMutation ? 'cancelOrder' : 'confirmReceipt';
  return {
    request: { query, variables: { id } },
    result: {
      data: { [field]: { __typename: 'OrderPayload', order: null, userErrors: [], ...payload } },
    },
  };
}

describe('OrderDetailPage (buyer)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Only the clock: Apollo's mocks still answer on real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T02:10:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(openCashier).mockClear();
    cleanup();
  });

  it('shows the timeline oldest first with the localised notes, who and when', async () => {
    renderAt(buyerPage, '/order/detail?id=1', [
      orderMock('1', 'BUYER', order('1', 'SHIPPED', { events: shippedEvents, shipment })),
      orderEventsMock(),
    ]);
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const steps = within(timeline).getAllByTestId('timeline-step');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order placedOrder placedBuyerNov 24, 2026, 10:00 AM',
      'Awaiting shipmentPaid with the sandbox cashierNextlandNov 24, 2026, 10:05 AM',
      'ShippedShipped with SF ExpressSellerNov 24, 2026, 11:00 AM',
    ]);
    expect(within(steps[2]!).getByText('Nov 24, 2026, 11:00 AM').getAttribute('dateTime')).toBe(
      '2026-11-24T03:00:00.000Z',
    );
  });

  it('shows lines with what was paid, the totals, the address and the shipment', async () => {
    renderAt(buyerPage, '/order/detail?id=1', [
      orderMock('1', 'BUYER', order('1', 'SHIPPED', { events: shippedEvents, shipment })),
      orderEventsMock(),
    ]);
    expect(await screen.findByRole('heading', { name: 'Order NL20261124000001', level: 1 })).toBeVisible();
    expect(screen.getByText('Paid ¥266.00')).toBeVisible();
    expect(screen.getByText('¥256.00')).toBeVisible();
    expect(screen.getByText('¥10.00')).toBeVisible();
    expect(screen.getByText('Zhejiang Hangzhou Xihu')).toBeVisible();
    const sent = screen.getByTestId('shipment');
    expect(within(sent).getByText('SF Express')).toBeVisible();
    expect(within(sent).getByText('SF1234567890')).toBeVisible();
    expect(
      screen.getByText(
        'On its way. Confirm receipt once it arrives; otherwise it is confirmed automatically on Dec 4, 2026, 11:00 AM.',
      ),
    ).toBeVisible();
  });

  it('counts down to the pay deadline', async () => {
    renderAt(buyerPage, '/order/detail?id=1', [
      orderMock('1', 'BUYER', order('1', 'AWAITING_PAYMENT')),
      orderEventsMock(),
    ]);
    expect((await screen.findByRole('timer')).textContent).toBe('Pay within 20:00');
    expect(
      screen.getByText(
        'Pay by Nov 24, 2026, 10:30 AM, or the order is cancelled and its items go back on sale.',
      ),
    ).toBeVisible();
    expect(screen.getByText('To pay ¥266.00')).toBeVisible();
  });

  it('cancels after confirming in a dialog, and shows the cancelled order', async () => {
    const cancelled = order('1', 'CANCELLED', { cancelledAt: '2026-11-24T02:11:00.000Z', payDeadline: null });
    const { store } = renderAt(buyerPage, '/order/detail?id=1', [
      orderMock('1', 'BUYER', order('1', 'AWAITING_PAYMENT')),
      orderEventsMock(),
      moveMock(CancelOrderMutation, '1', { order: cancelled }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(
      within(dialog).getByText(
        'Order NL20261124000001 will be cancelled and its items go back on sale. This cannot be undone.',
      ),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
    expect(screen.getByText('Cancelled on Nov 24, 2026, 10:11 AM.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    // Nothing is due on a cancelled order any more, and nothing was paid: the line shows its amount alone.
    expect(screen.queryByText(/^To pay/)).toBeNull();
    expect(screen.getByText('¥266.00', { selector: 'li span' })).toBeVisible();
    expect(store.ui.messages.messages[0]?.text).toBe('Order cancelled.');
  });

  it('keeps the order when the dialog is dismissed, without calling the server', async () => {
    renderAt(buyerPage, '/order/detail?id=1', [
      orderMock('1', 'BUYER', order('1', 'AWAITING_PAYMENT')),
      orderEventsMock(),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
  });

  it('confirms receipt after asking, and says the server refusal in the dialog', async () => {
    const completed = order('1', 'COMPLETED', {
      events: shippedEvents,
      shipment,
      completedAt: '2026-11-24T04:00:00.000Z',
    });
    renderAt(buyerPage, '/order/detail?id=1', [
      orderMock('1', 'BUYER', order('1', 'SHIPPED', { events: shippedEvents, shipment })),
      orderEventsMock(),
      moveMock(ConfirmReceiptMutation, '1', {
        userErrors: [userError(null, 'RATE_LIMITED', 'Too many requests, try again later')],
      }),
      moveMock(ConfirmReceiptMutation, '1', { order: completed }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm you received it?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many requests, try again later',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('order-status').textContent).toBe('Completed');
    expect(screen.getByText('Completed on Nov 24, 2026, 12:00 PM.')).toBeVisible();
  });

  it('pays at the cashier of the order’s payment', async () => {
    renderAt(buyerPage, '/order/detail?id=1', [
      orderMock('1', 'BUYER', order('1', 'AWAITING_PAYMENT')),
      orderEventsMock(),
      {
        request: { query: PaymentCashierQuery, variables: { id: 'p1' } },
        result: {
          data: {
            payment: {
              __typename: 'Payment',
              id: 'p1',
              status: 'PENDING',
              cashierUrl: '/sandbox-pay/cashier/p1',
              payDeadline: '2026-11-24T02:30:00.000Z',
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(openCashier).toHaveBeenCalledWith('/sandbox-pay/cashier/p1'));
  });

  it('sees "shipped" arrive live, with the tracking number, without a reload', async () => {
    const shipped = order('1', 'SHIPPED', { events: shippedEvents, shipment });
    renderAt(buyerPage, '/order/detail?id=1', [
      orderMock('1', 'BUYER', order('1', 'AWAITING_SHIPMENT')),
      orderEventsMock({ type: 'order.updated', role: 'BUYER', order: shipped }, 60),
    ]);
    expect(await screen.findByText('Paid. Xiyue Studio will ship it soon.')).toBeVisible();
    expect(screen.getByText('Not shipped yet.')).toBeVisible();
    expect(await screen.findByText('SF1234567890')).toBeVisible();
    expect(screen.getByTestId('order-status').textContent).toBe('Shipped');
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeVisible();
  });

  it('shows the not-found view for an order that is not the viewer’s, and without an id', async () => {
    renderAt(buyerPage, '/order/detail?id=404', [orderMock('404', 'BUYER', null), orderEventsMock()]);
    expect(await screen.findByText('Not found view')).toBeVisible();
    cleanup();
    renderAt(buyerPage, '/order/detail', [orderEventsMock()]);
    expect(screen.getByText('Not found view')).toBeVisible();
  });
});

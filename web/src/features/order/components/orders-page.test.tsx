// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { CancelOrderMutation } from '../api/cancel-order';
import { countsMock, order, orderEventsMock, ordersMock, SearchProbe } from '../test/fixtures';
import { OrdersPage } from './orders-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

// A loaded CI machine renders slowly: give the mocked round trips room (each test also gets 20 s).

const page = (
  <>
    <OrdersPage />
    <SearchProbe />
  </>
);
const search = () => screen.getByTestId('search').textContent;
const cards = () => screen.queryAllByTestId('order-card');

describe('OrdersPage', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows the status tabs with their counts, Closed only when some order is closed', async () => {
    renderAt(page, '/order', [
      countsMock('BUYER'),
      ordersMock('BUYER', null, [order('1', 'AWAITING_PAYMENT')]),
      orderEventsMock(),
    ]);
    expect(await screen.findByRole('tab', { name: 'All 6' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All 6',
      'Awaiting payment 1',
      'Awaiting shipment 2',
      'Shipped 1',
      'Completed 1',
      'Cancelled 1',
    ]);
    expect(screen.getByRole('tab', { name: 'All 6' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Bought' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('Order NL20261124000001')).toBeVisible();
  });

  it('keeps the tab and the role in the URL and loads that list', async () => {
    renderAt(page, '/order', [
      countsMock('BUYER', { closed: 2 }),
      ordersMock('BUYER', null, [order('1', 'AWAITING_PAYMENT'), order('2', 'SHIPPED')]),
      ordersMock('BUYER', 'SHIPPED', [order('2', 'SHIPPED')]),
      countsMock('SELLER', { shipped: 4 }),
      ordersMock('SELLER', 'SHIPPED', [order('3', 'SHIPPED')]),
      orderEventsMock(),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('tab', { name: 'Closed 2' })).toBeVisible();

    fireEvent.click(screen.getByRole('tab', { name: /^Shipped/ }));
    expect(search()).toBe('?status=shipped');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('Order NL20261124000002')).toBeVisible();

    fireEvent.click(screen.getByRole('link', { name: 'Sold' }));
    expect(search()).toBe('?role=seller&status=shipped');
    expect(await screen.findByRole('tab', { name: 'Shipped 4' })).toBeVisible();
    expect(await screen.findByText('Order NL20261124000003')).toBeVisible();
    expect(screen.getByText('Buyer: Lin Wan')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Shipped 4' }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the tab and role a link names, and says when that tab is empty', async () => {
    renderAt(page, '/order?role=seller&status=awaitingShipment', [
      countsMock('SELLER', { awaitingShipment: 0 }),
      ordersMock('SELLER', 'AWAITING_SHIPMENT', []),
      orderEventsMock(),
    ]);
    expect(await screen.findByText('Nothing to ship right now.')).toBeVisible();
    // The counts are their own query: the tab's number may arrive after the list's empty state.
    const tab = await screen.findByRole('tab', { name: 'Awaiting shipment 0' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Sold' }).getAttribute('aria-current')).toBe('page');
  });

  it('offers each order the actions its status allows to the buyer', async () => {
    renderAt(page, '/order', [
      countsMock('BUYER'),
      ordersMock('BUYER', null, [
        order('1', 'AWAITING_PAYMENT'),
        order('2', 'AWAITING_SHIPMENT'),
        order('3', 'SHIPPED'),
        order('4', 'COMPLETED'),
        order('5', 'CANCELLED'),
      ]),
      orderEventsMock(),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(5));
    const buttons = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    const [unpaid, paid, shipped, completed, cancelled] = cards() as HTMLElement[];
    expect(buttons(unpaid!)).toEqual(['Cancel order', 'Pay']);
    expect(buttons(paid!)).toEqual([]);
    expect(buttons(shipped!)).toEqual(['Confirm receipt']);
    expect(buttons(completed!)).toEqual([]);
    expect(buttons(cancelled!)).toEqual([]);
    expect(within(unpaid!).getByText('Seller: Xiyue Studio')).toBeVisible();
    expect(within(unpaid!).getByText('2 × ¥128.00')).toBeVisible();
    expect(within(unpaid!).getByText('¥266.00')).toBeVisible();
    expect(within(unpaid!).getByTestId('order-status').textContent).toBe('Awaiting payment');
    expect(within(unpaid!).getByRole('link', { name: 'Order NL20261124000001' }).getAttribute('href')).toBe(
      '/order/detail?id=1',
    );
  });

  it('gives the seller "Ship" on a paid order, leading to the seller detail', async () => {
    renderAt(page, '/order?role=seller', [
      countsMock('SELLER'),
      ordersMock('SELLER', null, [order('7', 'AWAITING_SHIPMENT'), order('8', 'AWAITING_PAYMENT')]),
      orderEventsMock(),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [paid, unpaid] = cards() as HTMLElement[];
    expect(within(paid!).getByRole('link', { name: 'Ship' }).getAttribute('href')).toBe(
      '/order/seller/detail?id=7',
    );
    expect(within(unpaid!).queryAllByRole('button')).toHaveLength(0);
    expect(within(unpaid!).queryByRole('link', { name: 'Ship' })).toBeNull();
  });

  it('appends the next page of orders', async () => {
    renderAt(page, '/order', [
      countsMock('BUYER'),
      ordersMock('BUYER', null, [order('9', 'COMPLETED')], { hasNextPage: true }),
      ordersMock('BUYER', null, [order('8', 'COMPLETED')], { after: 'c9' }),
      orderEventsMock(),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more orders' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull());
  });

  it('cancels from the card after confirming, then re-reads the list and the counts', async () => {
    const cancelled = order('1', 'CANCELLED', { payDeadline: null, cancelledAt: '2026-11-24T02:11:00.000Z' });
    const { store } = renderAt(page, '/order?status=awaitingPayment', [
      countsMock('BUYER'),
      ordersMock('BUYER', 'AWAITING_PAYMENT', [order('1', 'AWAITING_PAYMENT')]),
      orderEventsMock(),
      {
        request: { query: CancelOrderMutation, variables: { id: '1' } },
        result: { data: { cancelOrder: { __typename: 'OrderPayload', order: cancelled, userErrors: [] } } },
      },
      countsMock('BUYER', { awaitingPayment: 0, cancelled: 2 }),
      ordersMock('BUYER', 'AWAITING_PAYMENT', []),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('No orders are waiting for your payment.')).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Awaiting payment 0' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Cancelled 2' })).toBeVisible();
    expect(store.ui.messages.messages[0]?.text).toBe('Order cancelled.');
  });

  it('shows a new order live: the event refetches the list and the counts', async () => {
    renderAt(page, '/order?role=seller', [
      countsMock('SELLER', { all: 0, awaitingPayment: 0 }),
      ordersMock('SELLER', null, []),
      orderEventsMock({ type: 'order.created', role: 'SELLER', order: order('11', 'AWAITING_PAYMENT') }, 60),
      countsMock('SELLER', { all: 1, awaitingPayment: 1 }),
      ordersMock('SELLER', null, [order('11', 'AWAITING_PAYMENT')]),
    ]);
    expect(await screen.findByText('No one has bought your goods yet.')).toBeVisible();
    expect(await screen.findByText('Order NL20261124000011')).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'All 1' })).toBeVisible();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { ShipOrderMutation } from '../api/ship-order';
import { carriersMock, order, orderEventsMock, orderMock, userError } from '../test/fixtures';
import { OrderDetailPage } from './order-detail-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

// A loaded CI machine renders slowly: give the mocked round trips room (each test also gets 20 s).

const sellerPage = <OrderDetailPage side="SELLER" notFound={<p>Not found view</p>} />;
const PATH = '/order/seller/detail?id=7';

function chooseCarrier(code: string) {
  // react-aria's Select keeps a hidden native select in step with it: choosing there chooses.
  const select = document.querySelector('select[name="carrierCode"]') as HTMLSelectElement;
  fireEvent.change(select, { target: { value: code } });
}
const typeTracking = (value: string) =>
  fireEvent.change(screen.getByLabelText('Tracking number*'), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Mark as shipped' }));

function shipMock(trackingNumber: string, payload: { order?: unknown; userErrors?: unknown[] }) {
  return {
    request: { query: ShipOrderMutation, variables: { id: '7', carrierCode: 'SF', trackingNumber } },
    result: { data: { shipOrder: { __typename: 'OrderPayload', order: null, userErrors: [], ...payload } } },
  };
}

async function openForm(mocks: Parameters<typeof renderAt>[2] = []) {
  const view = renderAt(sellerPage, PATH, [
    orderMock('7', 'SELLER', order('7', 'AWAITING_SHIPMENT')),
    carriersMock(),
    orderEventsMock(),
    ...(mocks ?? []),
  ]);
  expect(await screen.findByRole('heading', { name: 'Ship this order' })).toBeVisible();
  await waitFor(() => expect(document.querySelectorAll('select[name="carrierCode"] option').length).toBe(3));
  return view;
}

describe('ShipForm on the seller detail page', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows the order from the seller side: the buyer, what to do, no buyer actions', async () => {
    await openForm();
    expect(screen.getByText('Buyer: Lin Wan')).toBeVisible();
    expect(screen.getByText('Paid. Ship it and enter the carrier and tracking number below.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ship' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to sold orders/ }).getAttribute('href')).toBe(
      '/order?role=seller',
    );
  });

  it('requires a carrier and a tracking number of 8–30 letters and digits (the shared rule)', async () => {
    await openForm();
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    typeTracking('SF 123');
    expect(await screen.findByText('A tracking number is 8–30 letters and digits.')).toBeVisible();
    typeTracking('1234567');
    expect(await screen.findByText('A tracking number is 8–30 letters and digits.')).toBeVisible();
    typeTracking('A'.repeat(31));
    expect(await screen.findByText('A tracking number is 8–30 letters and digits.')).toBeVisible();
    typeTracking('  sf 1234 5678 90 ');
    await waitFor(() =>
      expect(screen.queryByText('A tracking number is 8–30 letters and digits.')).toBeNull(),
    );
  });

  it('puts the server’s errors on their field and the rest on the form', async () => {
    await openForm([
      shipMock('SF1234567890', {
        userErrors: [
          userError('trackingNumber', 'INVALID', 'This tracking number is already used by another order'),
          userError('carrierCode', 'INVALID', 'Unknown carrier'),
          userError(null, 'CONFLICT', 'The order can no longer be shipped'),
        ],
      }),
      orderMock('7', 'SELLER', order('7', 'AWAITING_SHIPMENT')),
    ]);
    chooseCarrier('SF');
    typeTracking(' SF1234567890 ');
    submit();
    expect(await screen.findByText('This tracking number is already used by another order')).toBeVisible();
    expect(screen.getByLabelText('Tracking number*').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Unknown carrier')).toBeVisible();
    expect(screen.getByText('The order can no longer be shipped')).toBeVisible();
  });

  it('ships with the trimmed number: the page turns to "shipped" and the form goes away', async () => {
    const shipped = order('7', 'SHIPPED', {
      shipment: {
        __typename: 'Shipment',
        carrier: { __typename: 'Carrier', code: 'SF', name: 'SF Express' },
        trackingNumber: 'SF1234567890',
        shippedAt: '2026-11-24T03:00:00.000Z',
      },
    });
    const { store } = await openForm([shipMock('SF1234567890', { order: shipped })]);
    chooseCarrier('SF');
    typeTracking(' SF1234567890 ');
    submit();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Ship this order' })).toBeNull());
    expect(screen.getByTestId('order-status').textContent).toBe('Shipped');
    expect(screen.getByText('SF1234567890')).toBeVisible();
    expect(store.ui.messages.messages[0]?.text).toBe('Marked as shipped. The buyer has been told.');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { CreateAfterSaleMutation } from '../api/create-after-sale';
import { RequestForm } from './request-form';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'CNY' });
const refundable = {
  __typename: 'AfterSaleRefundable' as const,
  orderId: '7',
  refundOnly: true,
  returnAndRefund: true,
  lines: [
    {
      __typename: 'RefundableLine' as const,
      orderLineId: '70',
      title: 'Blue vase',
      paid: money(28000),
      refundable: money(28000),
      openAfterSaleId: null,
    },
    {
      __typename: 'RefundableLine' as const,
      orderLineId: '71',
      title: 'Red cup',
      paid: money(5000),
      refundable: money(5000),
      openAfterSaleId: '3',
    },
  ],
};
const reasons = [
  { __typename: 'AfterSaleReason' as const, code: 'damaged', name: 'Damaged' },
  { __typename: 'AfterSaleReason' as const, code: 'other', name: 'Other' },
];

const created = {
  __typename: 'AfterSale',
  id: '9',
  orderId: '7',
  orderNumber: 'NL1',
  type: 'RETURN_AND_REFUND',
  status: 'AWAITING_SELLER',
  role: 'BUYER',
  reason: { __typename: 'AfterSaleReason', code: 'damaged', name: 'Damaged' },
  description: '',
  requested: money(1250),
  lines: [],
  photos: [],
  returnAddress: null,
  returnShipment: null,
  rejectReason: null,
  sellerDeadline: null,
  refund: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  updatedAt: '2026-11-25T08:00:00.000Z',
  events: [],
};

function createMock(onCall: () => void) {
  return {
    request: {
      query: CreateAfterSaleMutation,
      variables: {
        input: {
          orderId: '7',
          type: 'RETURN_AND_REFUND',
          reasonCode: 'damaged',
          description: 'cracked',
          photoIds: [],
          lines: [{ orderLineId: '70', amount: 1250 }],
        },
      },
    },
    result: () => {
      onCall();
      return {
        data: { createAfterSale: { __typename: 'AfterSalePayload', afterSale: created, userErrors: [] } },
      };
    },
  };
}

function open(mocks: Parameters<typeof renderAt>[2] = [], onDone = vi.fn()) {
  renderAt(
    <RequestForm orderId="7" refundable={refundable} reasons={reasons} onDone={onDone} />,
    '/order/detail?id=7',
    mocks,
  );
  return onDone;
}
const amountField = () => screen.getByLabelText('Amount for Blue vase (¥)');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('RequestForm', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('offers only the lines with something left, with what each may get, and adds up the amounts', async () => {
    open();
    expect(screen.getByText('Up to ¥280.00')).toBeVisible();
    expect(screen.getByText('Has an open request')).toBeVisible();
    expect(screen.queryByLabelText('Amount for Red cup (¥)')).toBeNull();
    // The only line that may ask is picked, its whole refundable amount filled in.
    expect((amountField() as HTMLInputElement).value).toBe('280.00');
    fireEvent.change(amountField(), { target: { value: '12.5' } });
    expect(await screen.findByText('Total requested: ¥12.50')).toBeVisible();
  });

  it('refuses more than the line has left, a missing reason, and nothing picked, in words', async () => {
    open();
    fireEvent.change(amountField(), { target: { value: '280.01' } });
    fireEvent.change(document.querySelector('select[name="reasonCode"]') as HTMLSelectElement, {
      target: { value: 'damaged' },
    });
    submit();
    expect(await screen.findByText('More than this item can still get back.')).toBeVisible();
    fireEvent.change(amountField(), { target: { value: 'abc' } });
    expect(await screen.findByText('Enter an amount in yuan, e.g. 12.50.')).toBeVisible();
    fireEvent.click(screen.getByLabelText('Blue vase'));
    submit();
    expect(await screen.findByText('Pick at least one item.')).toBeVisible();
  });

  it('sends the picked lines in fen with the type and reason, then hands back the new request', async () => {
    const called = vi.fn();
    const onDone = open([createMock(called)]);
    fireEvent.click(screen.getByRole('radio', { name: /Return and refund/ }));
    fireEvent.change(amountField(), { target: { value: '12.5' } });
    fireEvent.change(document.querySelector('select[name="reasonCode"]') as HTMLSelectElement, {
      target: { value: 'damaged' },
    });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: ' cracked ' } });
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('9'));
    expect(called).toHaveBeenCalledOnce();
  });
});

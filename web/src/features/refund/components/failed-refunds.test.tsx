// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { FailedRefundsQuery } from '../api/failed-refunds';
import { RetryRefundMutation } from '../api/retry-refund';
import { FailedRefunds } from './failed-refunds';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const refund = {
  __typename: 'FailedRefund',
  id: '7',
  kind: 'ORDER',
  paymentId: '40',
  orderId: '31' as string | null,
  orderNumber: 'NL2026112400000031' as string | null,
  depositId: null as string | null,
  lot: null as { __typename: 'RefundLot'; goodsId: string; title: string } | null,
  afterSaleId: '12' as string | null,
  buyerNickname: '访客阿言',
  amount: { __typename: 'Money', amount: 12_800, currency: 'CNY' },
  attempt: 2,
  failedAt: '2026-11-24T08:00:00.000Z',
};

function listMock(records: (typeof refund)[]) {
  return {
    request: { query: FailedRefundsQuery, variables: { page: { current: 1, size: 50 } } },
    result: {
      data: {
        failedRefunds: {
          __typename: 'FailedRefundPage',
          records,
          pageInfo: { __typename: 'PageInfo', total: records.length, hasNext: false },
        },
      },
    },
  };
}

function retryMock(userErrors: { field: string | null; code: string; message: string }[]) {
  return {
    request: { query: RetryRefundMutation, variables: { id: '7' } },
    result: {
      data: {
        retryRefund: {
          __typename: 'RetryRefundPayload',
          refundId: userErrors.length ? null : '7',
          userErrors: userErrors.map((error) => ({ __typename: 'UserError', ...error })),
        },
      },
    },
  };
}

describe('FailedRefunds', () => {
  afterEach(cleanup);

  it('lists a failed refund with its order, amount, buyer and attempts, and asks again', async () => {
    const { store } = renderAt(<FailedRefunds />, '/review', [
      listMock([refund]),
      retryMock([]),
      listMock([]),
    ]);
    const card = await screen.findByRole('listitem', { name: 'Order NL2026112400000031' });
    expect(within(card).getByText('¥128.00')).toBeVisible();
    expect(within(card).getByText('Buyer: 访客阿言')).toBeVisible();
    expect(within(card).getByText(/asked 2 times/)).toBeVisible();
    fireEvent.click(within(card).getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText('No failed refunds')).toBeVisible();
    expect(store.ui.messages.messages[0]?.text).toBe(
      'The refund for order NL2026112400000031 was asked for again.',
    );
  });

  it('shows the refusal on the card when the refund is no longer failed', async () => {
    renderAt(<FailedRefunds />, '/review', [
      listMock([refund]),
      retryMock([{ field: null, code: 'CONFLICT', message: 'Cannot change from “pending” to “pending”' }]),
    ]);
    const card = await screen.findByRole('listitem', { name: 'Order NL2026112400000031' });
    fireEvent.click(within(card).getByRole('button', { name: 'Ask again' }));
    expect((await within(card).findByRole('alert')).textContent).toMatch(/Cannot change/);
  });

  it('lists a failed deposit refund by its lot and bidder, and asks again', async () => {
    const deposit = {
      ...refund,
      kind: 'DEPOSIT',
      orderId: null,
      orderNumber: null,
      depositId: '5',
      lot: { __typename: 'RefundLot' as const, goodsId: '9', title: 'Blue glaze vase' },
      afterSaleId: null,
      attempt: 1,
    };
    const { store } = renderAt(<FailedRefunds />, '/review', [
      listMock([deposit]),
      retryMock([]),
      listMock([]),
    ]);
    const card = await screen.findByRole('listitem', { name: 'Auction deposit — Blue glaze vase' });
    expect(within(card).getByText('Bidder: 访客阿言')).toBeVisible();
    expect(within(card).getByText(/asked once/)).toBeVisible();
    fireEvent.click(within(card).getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText('No failed refunds')).toBeVisible();
    expect(store.ui.messages.messages[0]?.text).toBe(
      'The deposit refund for “Blue glaze vase” was asked for again.',
    );
  });

  it('lists the refund of a payment that had nothing to fulfil by its payment and payer', async () => {
    const payment = {
      ...refund,
      kind: 'PAYMENT',
      orderId: null,
      orderNumber: null,
      afterSaleId: null,
    };
    const { store } = renderAt(<FailedRefunds />, '/review', [
      listMock([payment]),
      retryMock([]),
      listMock([]),
    ]);
    const card = await screen.findByRole('listitem', { name: 'Payment 40 — nothing left to fulfil' });
    expect(within(card).getByText('Payer: 访客阿言')).toBeVisible();
    fireEvent.click(within(card).getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText('No failed refunds')).toBeVisible();
    expect(store.ui.messages.messages[0]?.text).toBe('The refund of payment 40 was asked for again.');
  });
});

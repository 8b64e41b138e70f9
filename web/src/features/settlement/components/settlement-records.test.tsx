// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionOf } from '../../../test-support/connection';
import { renderAt } from '../../../test-support/render-at';
import { MyPayoutsQuery } from '../api/my-payouts';
import { MySettlementsQuery } from '../api/my-settlements';
import { SettlementSummaryQuery } from '../api/settlement-summary';
import { SettlementRecords } from './settlement-records';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'CNY' });

function summaryMock(hasDefaultCard = true) {
  return {
    request: { query: SettlementSummaryQuery },
    result: {
      data: {
        mySettlementSummary: {
          __typename: 'SettlementSummary',
          pending: money(0),
          pendingCount: 0,
          paid: money(4750),
          paidCount: 1,
          incoming: money(12800),
          rateBasisPoints: 500,
          hasDefaultCard,
        },
      },
    },
  };
}

const settlement = {
  __typename: 'Settlement',
  id: 's1',
  kind: 'ORDER',
  orderId: '42',
  orderNumber: 'NL2026112500000042',
  lot: null,
  gross: money(6000),
  refunded: money(1000),
  commission: money(250),
  net: money(4750),
  rateBasisPoints: 500,
  state: 'PAID',
  createdAt: '2026-11-20T02:00:00.000Z',
  paidAt: '2026-11-20T02:01:00.000Z',
};

function settlementsMock(state: 'PENDING' | 'PAID', nodes: unknown[]) {
  return {
    request: { query: MySettlementsQuery, variables: { state, first: 20 } },
    result: {
      data: {
        mySettlements: connectionOf('Settlement', nodes as { id: string }[], {
          extra: { totalCount: { __typename: 'Count', value: nodes.length, relation: 'EXACT' } },
        }),
      },
    },
  };
}

const payoutsMock = {
  request: { query: MyPayoutsQuery, variables: { first: 10 } },
  result: {
    data: {
      myPayouts: connectionOf('Payout', [
        {
          __typename: 'Payout',
          id: 'p1',
          amount: money(4750),
          maskedCard: '**** **** **** 1234',
          bankName: 'China Merchants Bank',
          state: 'PAID',
          attempts: 1,
          lastError: null,
          settlementCount: 1,
          createdAt: '2026-11-20T02:00:00.000Z',
          paidAt: '2026-11-20T02:01:00.000Z',
        },
      ]),
    },
  },
};

describe('SettlementRecords', () => {
  afterEach(cleanup);

  it('shows the totals, the paid settlements with their amounts and order link, and the payout card', async () => {
    renderAt(<SettlementRecords />, '/dashboard', [
      summaryMock(),
      settlementsMock('PENDING', []),
      settlementsMock('PAID', [settlement]),
      payoutsMock,
    ]);
    // The summary and the pending list are separate queries; either may answer first.
    expect(await screen.findByText('Nothing pending')).toBeVisible();
    expect((await screen.findByTestId('settlement-total-paid')).textContent).toContain('¥47.50');
    const incoming = screen.getByTestId('settlement-total-incoming');
    expect(incoming.textContent).toContain('Incoming');
    expect(incoming.textContent).toContain('¥128.00');
    fireEvent.click(screen.getByRole('tab', { name: /^Paid/ }));
    const row = await screen.findByTestId('settlement-row');
    expect(row.textContent).toContain('¥60.00');
    expect(row.textContent).toContain('−¥2.50');
    expect(row.textContent).toContain('−¥10.00');
    expect(row.textContent).toContain('¥47.50');
    const link = within(row).getByRole('link', { name: 'Order NL2026112500000042' });
    expect(link.getAttribute('href')).toBe('/order/seller/detail?id=42');
    fireEvent.click(link);
    expect(screen.getByTestId('navigated').textContent).toBe('/order/seller/detail');
  });

  it('says settlements wait for a card, with a link to add one', async () => {
    renderAt(<SettlementRecords />, '/dashboard', [
      summaryMock(false),
      settlementsMock('PENDING', []),
      payoutsMock,
    ]);
    expect((await screen.findByRole('link', { name: 'Add a bank card' })).getAttribute('href')).toBe(
      '/bank-cards',
    );
    const payout = await screen.findByTestId('payout-row');
    expect(payout.textContent).toContain('**** **** **** 1234');
  });

  it('shows a forfeited deposit as a row naming its lot, linked to the lot', async () => {
    const forfeit = {
      ...settlement,
      id: 's2',
      kind: 'FORFEIT',
      orderId: null,
      orderNumber: null,
      lot: { __typename: 'SettlementLot', goodsId: '7', title: 'Blue glaze vase' },
      gross: money(500),
      refunded: money(0),
      commission: money(25),
      net: money(475),
      state: 'PENDING',
      paidAt: null,
    };
    renderAt(<SettlementRecords />, '/dashboard', [
      summaryMock(),
      settlementsMock('PENDING', [forfeit]),
      payoutsMock,
    ]);
    const row = await screen.findByTestId('settlement-row');
    const lot = within(row).getByRole('link', { name: 'Forfeited deposit — Blue glaze vase' });
    expect(lot.getAttribute('href')).toBe('/en/goods/details?id=7');
    expect(row.textContent).toContain('¥5.00');
    expect(row.textContent).toContain('−¥0.25');
    expect(row.textContent).toContain('¥4.75');
    expect(row.textContent).not.toContain('Order');
  });
});

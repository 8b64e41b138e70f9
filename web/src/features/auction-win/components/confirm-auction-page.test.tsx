// @vitest-environment jsdom
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type MockedResponse, MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../lib/apollo/create-apollo-client.js';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { AuctionWinQuery, ConfirmAuctionMutation } from '../api/auction-win';
import { type AddressSlot, ConfirmAuctionPage } from './confirm-auction-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const money = (amount: number) => ({ __typename: 'Money' as const, amount, currency: 'CNY' });

function winOf(status: 'AWAITING' | 'PAID' | 'EXPIRED', total = 120_800) {
  return {
    __typename: 'AuctionWin',
    goodsId: '7',
    title: 'Celadon bowl',
    cover: { __typename: 'Image', url: '/files/7.svg', width: 1, height: 1, alt: 'bowl' },
    seller: { __typename: 'OrderParty', id: '3', nickname: 'Lin' },
    hammerPrice: money(130_000),
    depositApplied: money(10_000),
    postage: money(800),
    total: money(total),
    payDeadline: '2026-11-26T04:00:00.000Z',
    status,
    orderId: status === 'PAID' ? '41' : null,
    paymentId: null,
    secondChance: false,
  };
}

const winMock = (addressId: string | null, win: object | null): MockedResponse => ({
  request: { query: AuctionWinQuery, variables: { goodsId: '7', addressId } },
  result: { data: { auctionWin: win } },
});

function confirmMock(answer: { payment?: object; userErrors?: object[] }): MockedResponse {
  return {
    request: { query: ConfirmAuctionMutation, variables: () => true },
    result: {
      data: {
        confirmAuction: {
          __typename: 'AuctionPaymentPayload',
          payment: answer.payment ?? null,
          userErrors: (answer.userErrors ?? []).map((e) => ({ __typename: 'UserError', field: null, ...e })),
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

function renderPage(mocks: MockedResponse[], goodsId: string | null = '7') {
  const link = new MockLink(mocks);
  const request = vi.spyOn(link, 'request');
  const goTo = vi.fn();
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link })}>
      <I18nextProvider i18n={getI18n('en')}>
        <ConfirmAuctionPage goodsId={goodsId} renderAddressPicker={picker} goTo={goTo} />
      </I18nextProvider>
    </ApolloProvider>,
  );
  const confirms = () =>
    request.mock.calls
      .filter(([operation]) => operation.operationName === 'ConfirmAuction')
      .map(([operation]) => operation.variables);
  const calls = () => request.mock.calls.map(([operation]) => [operation.operationName, operation.variables]);
  return { goTo, confirms, calls };
}

describe('ConfirmAuctionPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('shows the bill (hammer price less the deposit, plus postage) and the deadline, then pays at the cashier', async () => {
    const { goTo, confirms } = renderPage([
      winMock(null, winOf('AWAITING')),
      winMock('a1', winOf('AWAITING')),
      confirmMock({ payment: { __typename: 'Payment', id: '88', cashierUrl: '/sandbox-pay/cashier/88' } }),
    ]);
    const total = await screen.findByTestId('auction-total');
    expect(total.textContent).toContain('¥1,300.00');
    expect(total.textContent).toContain('− ¥100.00');
    expect(total.textContent).toContain('¥1,208.00');
    expect(screen.getByTestId('pay-deadline').textContent).toMatch(/^Pay by .*2026/);
    // Enabled once the chosen address is priced (a click while pricing does nothing).
    const pay = screen.getByRole('button', { name: 'Confirm and pay' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false), { timeout: 5000 });
    fireEvent.click(pay);
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/sandbox-pay/cashier/88'));
    expect(confirms()).toEqual([
      { goodsId: '7', addressId: 'a1', acceptedTotal: 120_800, idempotencyKey: expect.any(String) },
    ]);
  });

  it('a refusal shows its message and reads the bill again; nothing leaves the page', async () => {
    const { goTo, calls } = renderPage([
      winMock(null, winOf('AWAITING')),
      winMock('a1', winOf('AWAITING', 121_000)),
      confirmMock({ userErrors: [{ code: 'CONFLICT', message: 'The total changed: ¥1,218.00' }] }),
      // Read again after the refusal (however often the page asks from then on).
      { ...winMock('a1', winOf('AWAITING', 121_800)), maxUsageCount: Number.POSITIVE_INFINITY },
    ]);
    // Priced for the chosen address first (a click before that would race the pricing, which a refetch joins).
    await waitFor(() => expect(screen.getByTestId('auction-total').textContent).toContain('¥1,210.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('auction-confirm-error').textContent).toBe('The total changed: ¥1,218.00'),
      { timeout: 5000 },
    );
    await waitFor(() => expect(screen.getByTestId('auction-total').textContent).toContain('¥1,218.00'), {
      timeout: 5000,
    });
    expect(goTo).not.toHaveBeenCalled();
    // The bill was read again after the refusal, for the same address.
    expect(calls().filter(([name]) => name === 'AuctionWin').length).toBeGreaterThanOrEqual(3);
  });

  it('someone else’s lot, a paid win and a lapsed one each say so, without a pay button', async () => {
    renderPage([winMock(null, null), winMock('a1', null)]);
    expect(await screen.findByText('Nothing to pay for this lot')).toBeVisible();
    cleanup();
    renderPage([winMock(null, winOf('PAID')), winMock('a1', winOf('PAID'))]);
    expect(await screen.findByRole('link', { name: 'View the order' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).toBeNull();
    cleanup();
    renderPage([winMock(null, winOf('EXPIRED')), winMock('a1', winOf('EXPIRED'))]);
    expect(await screen.findByText('The payment window has closed')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm and pay' })).toBeNull();
  });

  it('a malformed link says so', () => {
    renderPage([], null);
    expect(screen.getByRole('alert').textContent).toContain('This link is incomplete');
  });
});

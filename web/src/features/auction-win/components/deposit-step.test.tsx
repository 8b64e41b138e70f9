// @vitest-environment jsdom
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type MockedResponse, MockLink } from '@apollo/client/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../lib/apollo/create-apollo-client.js';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { PayAuctionDepositMutation } from '../api/auction-win';
import { type DepositState, DepositStep } from './deposit-step';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const amount = { amount: 50_000, currency: 'CNY' };

function payMock(answer: { payment?: object; userErrors?: object[] }): MockedResponse {
  return {
    request: { query: PayAuctionDepositMutation, variables: () => true },
    result: {
      data: {
        payAuctionDeposit: {
          __typename: 'AuctionPaymentPayload',
          payment: answer.payment ?? null,
          userErrors: (answer.userErrors ?? []).map((e) => ({ __typename: 'UserError', field: null, ...e })),
        },
      },
    },
  } as MockedResponse;
}

function renderStep(state: DepositState, mocks: MockedResponse[] = [], signedIn = true) {
  const goTo = vi.fn();
  render(
    <ApolloProvider client={new ApolloClient({ cache: createCache(), link: new MockLink(mocks) })}>
      <I18nextProvider i18n={getI18n('en')}>
        <DepositStep goodsId="7" amount={amount} state={state} signedIn={signedIn} goTo={goTo} />
      </I18nextProvider>
    </ApolloProvider>,
  );
  return goTo;
}

describe('DepositStep', () => {
  afterEach(() => {
    cleanup();
    window.sessionStorage.clear();
  });

  it('explains the deposit and sends the bidder to the cashier', async () => {
    const goTo = renderStep('NONE', [
      payMock({ payment: { __typename: 'Payment', id: '9', cashierUrl: '/sandbox-pay/cashier/9' } }),
    ]);
    expect(screen.getByTestId('deposit-step').textContent).toContain('¥500.00');
    fireEvent.click(screen.getByRole('button', { name: 'Pay the deposit' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/sandbox-pay/cashier/9'));
  });

  it('a refusal is shown, and a held deposit needs no button', async () => {
    const goTo = renderStep('AWAITING_PAYMENT', [
      payMock({ userErrors: [{ code: 'CONFLICT', message: 'Bidding on this lot has closed' }] }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue paying the deposit' }));
    expect((await screen.findByText('Bidding on this lot has closed')).getAttribute('role')).toBe('alert');
    expect(goTo).not.toHaveBeenCalled();
    cleanup();
    renderStep('HELD');
    expect(screen.getByTestId('deposit-step').textContent).toBe('Your deposit is held: ¥500.00');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a visitor reads what the deposit is for, without a pay button', () => {
    renderStep('NONE', [], false);
    expect(screen.getByTestId('deposit-step').textContent).toContain('taken off what you pay');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

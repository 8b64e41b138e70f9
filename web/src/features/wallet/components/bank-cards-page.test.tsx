// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { AddBankCardMutation } from '../api/add-bank-card';
import { DeleteBankCardMutation } from '../api/delete-bank-card';
import { SetDefaultBankCardMutation } from '../api/set-default-bank-card';
import { bankCard, cardsMock } from '../test/fixtures';
import { BankCardsPage } from './bank-cards-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const PATH = '/bank-cards';
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const input = {
  cardNumber: '4111111111111111',
  holderConfirmed: true,
  bankName: 'China Merchants Bank',
  isDefault: true,
};

function addMock(payload: Record<string, unknown>) {
  return {
    request: { query: AddBankCardMutation, variables: { input } },
    result: {
      data: { addBankCard: { __typename: 'BankCardPayload', card: null, userErrors: [], ...payload } },
    },
  };
}

function okMock(query: typeof DeleteBankCardMutation | typeof SetDefaultBankCardMutation, id: string) {
  const field = query === DeleteBankCardMutation ? 'deleteBankCard' : 'setDefaultBankCard';
  return {
    request: { query, variables: { id } },
    result: { data: { [field]: { __typename: 'DeletePayload', ok: true, userErrors: [] } } },
  };
}

async function openEmptyForm(extra: ReturnType<typeof addMock>[] = [], after: unknown[] = []) {
  const view = renderAt(<BankCardsPage />, PATH, [cardsMock([]), ...extra, ...(after as [])]);
  fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
  return view;
}

describe('BankCardsPage', () => {
  afterEach(cleanup);

  it('asks for real-name verification before cards can be added', async () => {
    renderAt(<BankCardsPage />, PATH, [cardsMock([], false)]);
    fireEvent.click(await screen.findByRole('link', { name: 'Go to real-name verification' }));
    expect(screen.getByTestId('navigated').textContent).toBe('/account');
    expect(screen.queryByText('Your real-name verification is under review')).toBeNull();
  });

  it('says the real-name application is under review instead of linking to its form', async () => {
    renderAt(<BankCardsPage />, PATH, [cardsMock([], false, 'UNDER_REVIEW')]);
    expect(
      await screen.findByRole('heading', { name: 'Your real-name verification is under review' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to real-name verification' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
  });

  it('groups the number while typing and checks it with Luhn', async () => {
    await openEmptyForm();
    type('Card number*', '4111111111111112');
    expect((screen.getByLabelText('Card number*') as HTMLInputElement).value).toBe('4111 1111 1111 1112');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    // The shared rules' messages (locales/en/forms.json), the same codes nextland answers with.
    expect(await screen.findByText('This is not a valid bank card number.')).toBeVisible();
    expect(screen.getByText('Confirm that the card is in your verified name.')).toBeVisible();
    expect(screen.getByText('This field is required.')).toBeVisible();
    // Corrected: the error goes as soon as the number is valid, without another submit.
    type('Card number*', '4111111111111111');
    await waitFor(() => expect(screen.queryByText('This is not a valid bank card number.')).toBeNull());
  });

  it('shows server errors under their field and on the form', async () => {
    await openEmptyForm([
      addMock({
        userErrors: [
          {
            __typename: 'UserError',
            field: 'holderName',
            code: 'INVALID',
            message: 'Must be your verified name',
          },
          { __typename: 'UserError', field: null, code: 'FORBIDDEN', message: 'Verify your real name first' },
        ],
      }),
    ]);
    type('Card number*', '4111 1111 1111 1111');
    fireEvent.click(screen.getByLabelText('This card is in my name'));
    type('Bank*', 'China Merchants Bank');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Must be your verified name')).toBeVisible();
    expect(screen.getByLabelText('This card is in my name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Verify your real name first')).toBeVisible();
  });

  it('adds the first card as default and lists it', async () => {
    const added = bankCard('k1', '1111', true);
    const { store } = await openEmptyForm([addMock({ card: added })], [cardsMock([added])]);
    expect((screen.getByLabelText('Use as default card for payouts') as HTMLInputElement).checked).toBe(true);
    type('Card number*', '4111111111111111');
    // The holder is the verified name, shown masked: confirmed, never retyped.
    expect(screen.getByTestId('card-holder-name').textContent).toBe('*晚 (your verified real name)');
    expect(screen.queryByRole('textbox', { name: /Card holder/ })).toBeNull();
    fireEvent.click(screen.getByLabelText('This card is in my name'));
    type('Bank*', 'China Merchants Bank');
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    const list = await screen.findByRole('list', { name: 'Your bank cards' });
    expect(within(list).getByText('**** **** **** 1111')).toBeVisible();
    expect(within(list).getByText('Default')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull());
    expect(store.ui.messages.messages[0]?.text).toBe('Card added.');
  });

  it('makes another card the default and removes one after confirming', async () => {
    const first = bankCard('k1', '1111', true);
    const second = bankCard('k2', '2222', false);
    renderAt(<BankCardsPage />, PATH, [
      cardsMock([first, second]),
      okMock(SetDefaultBankCardMutation, 'k2'),
      cardsMock([
        { ...second, isDefault: true },
        { ...first, isDefault: false },
      ]),
      okMock(DeleteBankCardMutation, 'k1'),
      cardsMock([{ ...second, isDefault: true }]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('2222'));
    const old = screen.getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(old).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    expect(
      within(dialog).getByText(
        'China Merchants Bank card **** **** **** 1111 will no longer receive payouts.',
      ),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('**** **** **** 1111')).toBeNull();
  });
});

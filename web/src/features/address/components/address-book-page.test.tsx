// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { CreateAddressMutation } from '../api/create-address';
import { DeleteAddressMutation } from '../api/delete-address';
import { SetDefaultAddressMutation } from '../api/set-default-address';
import { UpdateAddressMutation } from '../api/update-address';
import { address, addressesMock, userError } from '../test/fixtures';
import { AddressBookPage } from './address-book-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const PATH = '/address';
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** react-aria's Select keeps a hidden native select in step with it (autofill): choosing there chooses. */
function chooseProvince(code: string) {
  const select = document.querySelector('select[name="provinceCode"]') as HTMLSelectElement;
  fireEvent.change(select, { target: { value: code } });
}

function fillForm() {
  type('Recipient*', ' Lin Wan ');
  type('Mobile number*', '138 1234 5678');
  chooseProvince('330000');
  type('City*', 'Hangzhou');
  type('District or county*', 'Xihu');
  type('Street address*', '90 Wensan Road');
}

const input = {
  recipientName: 'Lin Wan',
  phone: '13812345678',
  provinceCode: '330000',
  city: 'Hangzhou',
  district: 'Xihu',
  street: '90 Wensan Road',
  postcode: '',
  isDefault: true,
};

function createMock(payload: Record<string, unknown>) {
  return {
    request: { query: CreateAddressMutation, variables: { input } },
    result: {
      data: { createAddress: { __typename: 'AddressPayload', address: null, userErrors: [], ...payload } },
    },
  };
}

function okMock(query: typeof DeleteAddressMutation | typeof SetDefaultAddressMutation, id: string) {
  const field = query === DeleteAddressMutation ? 'deleteAddress' : 'setDefaultAddress';
  return {
    request: { query, variables: { id } },
    result: { data: { [field]: { __typename: 'DeletePayload', ok: true, userErrors: [] } } },
  };
}

describe('AddressBookPage', () => {
  afterEach(cleanup);

  it('checks the shared rules in the dialog before anything is sent', async () => {
    renderAt(<AddressBookPage />, PATH, [addressesMock([])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = screen.getByRole('dialog', { name: 'New address' });
    type('Mobile number*', '12345');
    type('Postcode', '3100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(
      await screen.findByText('Enter an 11-digit mainland mobile number starting with 1.'),
    ).toBeVisible();
    expect(screen.getByText('A postcode is 6 digits.')).toBeVisible();
    // Recipient, province, city, district, street.
    expect(screen.getAllByText('This field is required.')).toHaveLength(5);
    // The first address is the default: no box to untick.
    expect(screen.queryByLabelText('Use as my default address')).toBeNull();
  });

  it('adds the first address, lists it as default, and closes the dialog', async () => {
    const added = address('a1', true);
    const { store } = renderAt(<AddressBookPage />, PATH, [
      addressesMock([]),
      createMock({ address: added }),
      addressesMock([added]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    // Saving, re-reading the list and closing the dialog: a few round trips on a busy machine.
    const list = await screen.findByRole('list', { name: 'Your addresses' }, { timeout: 5000 });
    expect(within(list).getByText('Zhejiang Hangzhou Xihu')).toBeVisible();
    expect(within(list).getByText('Default')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.ui.messages.messages[0]?.text).toBe('Address added');
    expect(screen.getByText('1 of 20 addresses')).toBeVisible();
  });

  it('puts server errors on their field and the rest on the form', async () => {
    renderAt(<AddressBookPage />, PATH, [
      addressesMock([]),
      createMock({
        userErrors: [
          userError('phone', 'INVALID', 'Must be a mainland mobile number'),
          userError(null, 'CONFLICT', 'An address book holds at most 20 addresses'),
        ],
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Must be a mainland mobile number')).toBeVisible();
    expect(screen.getByLabelText('Mobile number*').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('An address book holds at most 20 addresses')).toBeVisible();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('edits an address, starting from what is saved', async () => {
    const home = address('a1', true);
    const office = address('a2', false, { provinceCode: '310000', city: 'Shanghai', postcode: null });
    const changed = { ...office, district: 'Jing’an' };
    renderAt(<AddressBookPage />, PATH, [
      addressesMock([home, office]),
      {
        request: {
          query: UpdateAddressMutation,
          variables: {
            id: 'a2',
            input: {
              ...input,
              provinceCode: '310000',
              city: 'Shanghai',
              district: 'Jing’an',
              isDefault: false,
            },
          },
        },
        result: {
          data: { updateAddress: { __typename: 'AddressPayload', address: changed, userErrors: [] } },
        },
      },
      addressesMock([home, changed]),
    ]);
    const second = (await screen.findAllByRole('listitem'))[1] as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('dialog', { name: 'Edit address' })).toBeVisible();
    expect((screen.getByLabelText('City*') as HTMLInputElement).value).toBe('Shanghai');
    expect((screen.getByLabelText('Use as my default address') as HTMLInputElement).checked).toBe(false);
    type('District or county*', 'Jing’an');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Shanghai Jing’an')).toBeVisible();
  });

  it('makes another address the default and deletes one after confirming', async () => {
    const first = address('a1', true);
    const second = address('a2', false, { provinceCode: '810000', city: 'Hong Kong', district: 'Central' });
    renderAt(<AddressBookPage />, PATH, [
      addressesMock([first, second]),
      okMock(SetDefaultAddressMutation, 'a2'),
      addressesMock([
        { ...second, isDefault: true },
        { ...first, isDefault: false },
      ]),
      okMock(DeleteAddressMutation, 'a1'),
      addressesMock([{ ...second, isDefault: true }]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Hong Kong'));
    const old = screen.getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(old).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(
      within(dialog).getByText(
        'The address for Lin Wan in Zhejiang Hangzhou Xihu will be removed from your address book.',
      ),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Default')).toBeVisible();
  });
});

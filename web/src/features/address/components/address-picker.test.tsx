// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test-support/render-at';
import { CreateAddressMutation } from '../api/create-address';
import { address, addressesMock } from '../test/fixtures';
import { AddressPicker } from './address-picker';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

function Checkout() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <AddressPicker value={chosen} onChange={setChosen} />
      <output data-testid="chosen">{chosen ?? 'none'}</output>
    </>
  );
}

describe('AddressPicker', () => {
  afterEach(cleanup);

  it('starts on the default address and lets the buyer choose another', async () => {
    const other = address('a1', false, { provinceCode: '310000', city: 'Shanghai' });
    const home = address('a2', true);
    renderAt(<Checkout />, '/checkout', [addressesMock([home, other])]);
    const group = await screen.findByRole('radiogroup', { name: 'Ship to' });
    expect(group).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('a2'));
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false]);
    fireEvent.click(radios[1] as HTMLInputElement);
    expect(screen.getByTestId('chosen').textContent).toBe('a1');
  });

  it('adds a new address and chooses it', async () => {
    const added = address('a9', true, {
      provinceCode: '810000',
      city: 'Hong Kong',
      district: 'Central',
      postcode: null,
    });
    const input = {
      recipientName: 'Lin Wan',
      phone: '13812345678',
      provinceCode: '810000',
      city: 'Hong Kong',
      district: 'Central',
      street: '1 Queen’s Road',
      postcode: '',
      isDefault: true,
    };
    renderAt(<Checkout />, '/checkout', [
      addressesMock([]),
      {
        request: { query: CreateAddressMutation, variables: { input } },
        result: { data: { createAddress: { __typename: 'AddressPayload', address: added, userErrors: [] } } },
      },
      addressesMock([added]),
    ]);
    expect(await screen.findByText('You have no delivery addresses yet.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const type = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type('Recipient*', 'Lin Wan');
    type('Mobile number*', '13812345678');
    fireEvent.change(document.querySelector('select[name="provinceCode"]') as HTMLSelectElement, {
      target: { value: '810000' },
    });
    type('City*', 'Hong Kong');
    type('District or county*', 'Central');
    type('Street address*', '1 Queen’s Road');
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByTestId('chosen').textContent).toBe('a9'));
    expect(await screen.findByRole('radio')).toBeVisible();
  });
});

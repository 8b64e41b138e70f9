// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VerifyRealNameMutation } from '../api/verify-real-name';
import { VALID_ID } from '../test/fixtures';
import { renderAt } from '../test/render-verification';
import { RealNameForm } from './real-name-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function verifyMock(payload: Record<string, unknown>) {
  return {
    request: { query: VerifyRealNameMutation, variables: { input: { name: '林晚', idNumber: VALID_ID } } },
    result: {
      data: { verifyRealName: { __typename: 'RealNamePayload', viewer: null, userErrors: [], ...payload } },
    },
  };
}

describe('RealNameForm', () => {
  afterEach(cleanup);

  it('checks the ID checksum before sending anything', () => {
    renderAt(<RealNameForm />, '/account', []);
    type('Full name*', '林');
    type('ID card number*', '110105194912310021');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter your name as on your ID card (2 to 32 characters).')).toBeTruthy();
    expect(screen.getByText('This is not a valid 18-digit ID card number.')).toBeTruthy();
  });

  it('shows server errors under their field', async () => {
    renderAt(<RealNameForm />, '/account', [
      verifyMock({
        userErrors: [
          { __typename: 'UserError', field: 'idNumber', code: 'INVALID', message: 'ID number rejected' },
        ],
      }),
    ]);
    type('Full name*', ' 林晚 ');
    type('ID card number*', '110105 19491231 002x');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('ID number rejected')).toBeTruthy();
    expect(screen.getByLabelText('ID card number*').getAttribute('aria-invalid')).toBe('true');
  });

  it('updates the session type and reports success', async () => {
    const onVerified = vi.fn();
    const { store } = renderAt(<RealNameForm onVerified={onVerified} />, '/account', [
      verifyMock({
        viewer: {
          __typename: 'Customer',
          id: 'c1',
          type: 'REAL_NAME',
          realNameVerified: true,
          realName: '*晚',
        },
      }),
    ]);
    store.session.signedIn({ id: 'c1', userId: 'u1', nickname: 'Lin', avatarUrl: null, type: 'UNVERIFIED' });
    type('Full name*', '林晚');
    type('ID card number*', VALID_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(store.session.userInfo?.type).toBe('REAL_NAME');
    expect(store.ui.messages.messages[0]).toMatchObject({
      type: 'success',
      text: 'Your real name is verified.',
    });
  });
});

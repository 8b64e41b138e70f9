// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedImage } from '../../../lib/upload/upload-image';
import { renderAt } from '../../../test-support/render-at';
import { VerificationStatusQuery } from '../api/verification-status';
import { VerifyRealNameMutation } from '../api/verify-real-name';
import { realNameApplication, statusMock, VALID_ID } from '../test/fixtures';
import { RealNameForm } from './real-name-form';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));
const uploadImage = vi.fn<(file: File, purpose: string) => Promise<UploadedImage>>();
vi.mock('../../../lib/upload/upload-image.js', () => ({
  uploadImage: (file: File, purpose: string) => uploadImage(file, purpose),
}));

const FRONT = '/files/private/51';
const BACK = '/files/private/52';
const photo = new File([new Uint8Array(10)], 'id.jpg', { type: 'image/jpeg' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
const notVerified = (input: Parameters<typeof statusMock>[0] = {}) =>
  statusMock({ realNameVerified: false, ...input });

function verifyMock(idImages: string[], payload: Record<string, unknown>) {
  return {
    request: {
      query: VerifyRealNameMutation,
      variables: { input: { name: '林晚', idNumber: VALID_ID, idImages } },
    },
    result: {
      data: {
        verifyRealName: { __typename: 'RealNamePayload', application: null, userErrors: [], ...payload },
      },
    },
  };
}

/** Uploads the front, then the back, through the identity upload fields. */
async function uploadBothSides() {
  uploadImage
    .mockResolvedValueOnce({ url: FRONT, width: 800, height: 500 })
    .mockResolvedValueOnce({ url: BACK, width: 800, height: 500 });
  const [front, back] = screen.getAllByTestId('upload-input-identity');
  fireEvent.change(front as HTMLElement, { target: { files: [photo] } });
  expect((await screen.findByRole('img', { name: 'ID card front' })).getAttribute('src')).toBe(FRONT);
  fireEvent.change(back as HTMLElement, { target: { files: [photo] } });
  expect((await screen.findByRole('img', { name: 'ID card back' })).getAttribute('src')).toBe(BACK);
}

describe('RealNameForm', () => {
  afterEach(() => {
    cleanup();
    uploadImage.mockReset();
  });

  it('checks the ID checksum and both sides of the card before sending anything', async () => {
    renderAt(<RealNameForm />, '/account', [notVerified()]);
    await screen.findByRole('form', { name: 'Real-name verification' });
    expect(screen.getByRole('button', { name: 'ID card front Choose image' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'ID card back Choose image' })).toBeVisible();
    type('Full name*', '林');
    type('ID card number*', '110105194912310021');
    verify();
    // The shared rules' messages for name and number; the form's own for the images.
    expect(await screen.findByText('Enter at least 2 characters.')).toBeVisible();
    expect(screen.getByText('This is not a valid 18-character ID card number.')).toBeVisible();
    expect(screen.getByText('Add a photo of the front of your ID card.')).toBeVisible();
    expect(screen.getByText('Add a photo of the back of your ID card.')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'ID card back Choose image' }).getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('sends both images, front first, and shows the application under review', async () => {
    const { store } = renderAt(<RealNameForm />, '/account', [
      notVerified(),
      verifyMock([FRONT, BACK], {
        application: realNameApplication({
          status: 'UNDER_REVIEW',
          rejectReason: null,
          reviewedAt: null,
          createdAt: '2026-03-04T06:00:00.000Z',
        }),
      }),
    ]);
    await screen.findByRole('form', { name: 'Real-name verification' });
    type('Full name*', ' 林晚 ');
    type('ID card number*', '110105 19491231 002x');
    await uploadBothSides();
    expect(uploadImage).toHaveBeenCalledWith(photo, 'identity');
    verify();

    const pending = await screen.findByTestId('real-name-pending');
    expect(pending.textContent).toContain('Your real-name verification is under review');
    expect(pending.textContent).toContain('Submitted on Mar 4, 2026');
    expect(screen.queryByRole('form')).toBeNull();
    expect(store.ui.messages.messages[0]).toMatchObject({
      type: 'success',
      text: "Application submitted. We'll let you know when it has been reviewed.",
    });
  });

  it('shows server errors under their field, an image error under its side', async () => {
    renderAt(<RealNameForm />, '/account', [
      notVerified(),
      verifyMock([FRONT, BACK], {
        userErrors: [
          { __typename: 'UserError', field: 'idNumber', code: 'INVALID', message: 'ID number rejected' },
          { __typename: 'UserError', field: 'idImages.1', code: 'INVALID', message: 'Not your upload' },
        ],
      }),
    ]);
    await screen.findByRole('form', { name: 'Real-name verification' });
    type('Full name*', '林晚');
    type('ID card number*', VALID_ID);
    await uploadBothSides();
    verify();
    expect(await screen.findByText('ID number rejected')).toBeVisible();
    expect(screen.getByLabelText('ID card number*').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Not your upload')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'ID card back Replace image' }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByTestId('real-name-pending')).toBeNull();
  });

  it('shows no form while the application is under review', async () => {
    renderAt(<RealNameForm />, '/account', [
      notVerified({
        realName: 'UNDER_REVIEW',
        realNameApplication: realNameApplication({ status: 'UNDER_REVIEW', rejectReason: null }),
      }),
    ]);
    const pending = await screen.findByTestId('real-name-pending');
    expect(pending.textContent).toContain('Submitted on Mar 1, 2026');
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByLabelText('Full name*')).toBeNull();
  });

  it("shows the reviewer's reason and the form prefilled for resubmission", async () => {
    renderAt(<RealNameForm />, '/account', [
      notVerified({ realName: 'REJECTED', realNameApplication: realNameApplication() }),
      verifyMock(['/files/private/41', '/files/private/42'], {
        application: realNameApplication({ id: 'r2', status: 'UNDER_REVIEW', rejectReason: null }),
      }),
    ]);
    expect(await screen.findByText('The back of the ID card is cut off.')).toBeVisible();
    expect((screen.getByLabelText('Full name*') as HTMLInputElement).value).toBe('林晚');
    // Only the masked number was kept, so it is typed again.
    expect((screen.getByLabelText('ID card number*') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('img', { name: 'ID card front' }).getAttribute('src')).toBe('/files/private/41');
    expect(screen.getByRole('img', { name: 'ID card back' }).getAttribute('src')).toBe('/files/private/42');

    type('ID card number*', VALID_ID);
    verify();
    expect(await screen.findByTestId('real-name-pending')).toBeVisible();
    expect(screen.queryByText('The back of the ID card is cut off.')).toBeNull();
  });

  it('offers a retry when the status cannot be loaded', async () => {
    renderAt(<RealNameForm />, '/account', [
      { request: { query: VerificationStatusQuery }, error: new Error('down') },
    ]);
    expect(await screen.findByText("Couldn't load your verification status")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

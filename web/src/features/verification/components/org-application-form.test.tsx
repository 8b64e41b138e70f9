// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedImage } from '../../../lib/upload/upload-image';
import { renderAt } from '../../../test-support/render-at';
import { ApplyOrgMutation } from '../api/apply-org';
import { orgApplication, statusMock, VALID_CREDIT_CODE } from '../test/fixtures';
import { OrgApplicationForm } from './org-application-form';

// Walks a whole form; on a busy two-core machine the first render alone can take seconds.
const LONG_FLOW_MS = 20_000;

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));
const uploadImage = vi.fn<(file: File, purpose: string) => Promise<UploadedImage>>();
vi.mock('../../../lib/upload/upload-image.js', () => ({
  uploadImage: (file: File, purpose: string) => uploadImage(file, purpose),
}));

const PATH = '/auth/org/form';
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const input = {
  orgName: 'Kiln Works Ltd',
  creditCode: VALID_CREDIT_CODE,
  licenseImage: '/files/private/41',
  contactName: 'Lin',
  contactPhone: '13800138000',
};

function applyMock(payload: Record<string, unknown>) {
  return {
    request: { query: ApplyOrgMutation, variables: { input } },
    result: {
      data: { applyOrg: { __typename: 'ApplicationPayload', application: null, userErrors: [], ...payload } },
    },
  };
}

describe('OrgApplicationForm', () => {
  afterEach(() => {
    cleanup();
    uploadImage.mockReset();
  });

  it(
    'checks the credit code and phone, sends normalised values and returns to the status page',
    async () => {
      uploadImage.mockResolvedValue({ url: '/files/private/41', width: 1200, height: 900 });
      const { store } = renderAt(<OrgApplicationForm />, PATH, [
        statusMock({ type: 'CREATOR', creator: 'APPROVED' }),
        applyMock({ application: orgApplication({ id: 'o2', status: 'UNDER_REVIEW', rejectReason: null }) }),
      ]);
      await screen.findByRole('heading', { name: 'Organisation' });
      type('Organisation name*', 'Kiln Works Ltd');
      type('Unified social credit code*', '91350100M000100Y4');
      click('Next');
      expect(await screen.findByText('This is not a valid unified social credit code.')).toBeVisible();
      // Corrected in place (never left): the error clears at once.
      type('Unified social credit code*', '91350100m000100y43');
      await waitFor(() =>
        expect(screen.queryByText('This is not a valid unified social credit code.')).toBeNull(),
      );
      click('Next');

      await screen.findByRole('heading', { name: 'Licence' });
      click('Next');
      expect(await screen.findByText('Add a photo of the business licence.')).toBeVisible();
      fireEvent.change(screen.getByTestId('upload-input-identity'), {
        target: { files: [new File([new Uint8Array(8)], 'licence.png', { type: 'image/png' })] },
      });
      expect(await screen.findByRole('img', { name: 'Business licence' })).toBeVisible();
      click('Next');

      await screen.findByRole('heading', { name: 'Contact' });
      type('Contact person*', 'Lin');
      type('Contact mobile number*', '2380013800');
      fireEvent.blur(screen.getByLabelText('Contact mobile number*'));
      expect(
        await screen.findByText('Enter an 11-digit mainland mobile number starting with 1.'),
      ).toBeVisible();
      type('Contact mobile number*', '138 0013 8000');
      click('Next');

      expect(await screen.findByRole('heading', { name: 'Review' })).toBeVisible();
      expect(screen.getByText(VALID_CREDIT_CODE)).toBeVisible();
      click('Submit application');
      await waitFor(() => expect(screen.getByTestId('navigated').textContent).toBe('/auth/org'));
      expect(store.ui.messages.messages[0]?.type).toBe('success');
    },
    LONG_FLOW_MS,
  );

  it('takes a rejected credit code back to the first step', async () => {
    renderAt(<OrgApplicationForm />, PATH, [
      statusMock({
        org: 'REJECTED',
        orgApplication: orgApplication({
          data: { ...orgApplication().data, licenseImage: '/files/private/41' },
        }),
      }),
      applyMock({
        userErrors: [
          {
            __typename: 'UserError',
            field: 'creditCode',
            code: 'INVALID',
            message: 'Not a valid unified social credit code',
          },
        ],
      }),
    ]);
    expect(await screen.findByText('The licence has expired.')).toBeVisible();
    expect((screen.getByLabelText('Organisation name*') as HTMLInputElement).value).toBe('Kiln Works Ltd');
    for (const heading of ['Licence', 'Contact', 'Review']) {
      click('Next');
      await screen.findByRole('heading', { name: heading });
    }
    click('Submit application');
    expect(await screen.findByText('Not a valid unified social credit code')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Organisation' })).toBeVisible();
    const creditCode = screen.getByLabelText('Unified social credit code*');
    expect(creditCode.getAttribute('aria-invalid')).toBe('true');
    // Like any other error, the server's clears with the next edit.
    type('Unified social credit code*', '91350100M000100Y44');
    await waitFor(() => expect(screen.queryByText('Not a valid unified social credit code')).toBeNull());
  });
});

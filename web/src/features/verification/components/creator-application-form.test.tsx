// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UploadError } from '../../../lib/upload/upload-error';
import type { UploadedImage } from '../../../lib/upload/upload-image';
import { renderAt } from '../../../test-support/render-at';
import { ApplyCreatorMutation } from '../api/apply-creator';
import { creatorApplication, statusMock } from '../test/fixtures';
import { CreatorApplicationForm } from './creator-application-form';

// Walks a whole form; on a busy two-core machine the first render alone can take seconds.
const LONG_FLOW_MS = 20_000;

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));
const uploadImage = vi.fn<(file: File, purpose: string) => Promise<UploadedImage>>();
vi.mock('../../../lib/upload/upload-image.js', () => ({
  uploadImage: (file: File, purpose: string) => uploadImage(file, purpose),
}));

const PATH = '/auth/creator/form';
const photo = new File([new Uint8Array(10)], 'front.jpg', { type: 'image/jpeg' });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

function applyMock(input: Record<string, unknown>, payload: Record<string, unknown>) {
  return {
    request: { query: ApplyCreatorMutation, variables: { input } },
    result: {
      data: {
        applyCreator: { __typename: 'ApplicationPayload', application: null, userErrors: [], ...payload },
      },
    },
  };
}

const userError = (field: string | null, code: string, message: string) => ({
  __typename: 'UserError',
  field,
  code,
  message,
});

describe('CreatorApplicationForm', () => {
  afterEach(() => {
    cleanup();
    uploadImage.mockReset();
  });

  it(
    'validates each step, uploads the ID image and submits, then shows the status page',
    async () => {
      uploadImage.mockResolvedValue({ url: '/files/private/31', width: 800, height: 500 });
      const input = {
        field: 'Ceramics',
        intro: 'Wood-fired stoneware.',
        portfolio: ['https://lin.example.cn/works'],
        idImages: ['/files/private/31'],
      };
      const { store } = renderAt(<CreatorApplicationForm />, PATH, [
        statusMock(),
        applyMock(input, { application: creatorApplication({ status: 'UNDER_REVIEW', rejectReason: null }) }),
      ]);
      expect(await screen.findByRole('heading', { name: 'About you' })).toBeVisible();

      // Leaving an empty required field shows its error; correcting it clears the error at once.
      fireEvent.blur(screen.getByLabelText('Creative field*'));
      expect(await screen.findByText('This field is required.')).toBeVisible();
      type('Creative field*', ' Ceramics ');
      await waitFor(() => expect(screen.queryByText('This field is required.')).toBeNull());

      // "Next" checks only this step's fields.
      click('Next');
      expect(await screen.findByText('This field is required.')).toBeVisible();
      expect(screen.getByLabelText('Introduction*').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('heading', { name: 'About you' })).toBeVisible();
      type('Introduction*', 'Wood-fired stoneware.');
      click('Next');

      expect(await screen.findByRole('heading', { name: 'Portfolio' })).toBeVisible();
      type('Link 1', 'not a link');
      click('Next');
      expect(
        await screen.findByText('Enter a full web address such as https://example.com/works'),
      ).toBeVisible();
      expect(screen.getByLabelText('Link 1').getAttribute('aria-invalid')).toBe('true');
      type('Link 1', 'lin.example.cn/works');
      await waitFor(() => expect(screen.getByLabelText('Link 1').getAttribute('aria-invalid')).toBeNull());
      click('Next');

      expect(await screen.findByRole('heading', { name: 'ID card' })).toBeVisible();
      click('Next');
      expect(await screen.findByText('Add at least one photo of your ID card.')).toBeVisible();
      fireEvent.change(screen.getByTestId('upload-input-identity'), { target: { files: [photo] } });
      expect(await screen.findByRole('img', { name: 'ID image 1' })).toBeVisible();
      expect(uploadImage).toHaveBeenCalledWith(photo, 'identity');
      expect(screen.queryByText('Add at least one photo of your ID card.')).toBeNull();

      // Values are kept across steps: back to the first step and forward again.
      click('Back');
      click('Back');
      expect(((await screen.findByLabelText('Creative field*')) as HTMLInputElement).value).toBe(
        ' Ceramics ',
      );
      click('Next');
      expect(((await screen.findByLabelText('Link 1')) as HTMLInputElement).value).toBe(
        'lin.example.cn/works',
      );
      click('Next');
      await screen.findByRole('heading', { name: 'ID card' });
      click('Next');

      expect(await screen.findByRole('heading', { name: 'Review' })).toBeVisible();
      expect(screen.getByText('Ceramics')).toBeVisible();
      expect(screen.getByText('https://lin.example.cn/works')).toBeVisible();
      click('Submit application');
      await waitFor(() => expect(screen.getByTestId('navigated').textContent).toBe('/auth/creator'));
      expect(store.ui.messages.messages[0]).toMatchObject({
        type: 'success',
        text: "Application submitted. We'll let you know when it has been reviewed.",
      });
    },
    LONG_FLOW_MS,
  );

  it(
    'prefills a resubmission and maps server errors to their step or to the form',
    async () => {
      const previous = creatorApplication();
      const input = {
        field: 'Ceramics',
        intro: 'Wood-fired stoneware from Jingdezhen.',
        portfolio: ['https://lin.example.cn/works'],
        idImages: ['/files/private/11'],
      };
      renderAt(<CreatorApplicationForm />, PATH, [
        statusMock({
          creator: 'REJECTED',
          creatorApplication: previous,
          rejectReason: 'The ID photo is blurred.',
        }),
        applyMock(input, { userErrors: [userError('idImages.0', 'INVALID', 'Must be an uploaded file')] }),
        applyMock(input, {
          userErrors: [userError(null, 'CONFLICT', 'An application of this kind is already under review')],
        }),
      ]);
      expect(await screen.findByText('The ID photo is blurred.')).toBeVisible();
      expect((screen.getByLabelText('Creative field*') as HTMLInputElement).value).toBe('Ceramics');
      click('Next');
      expect(((await screen.findByLabelText('Link 1')) as HTMLInputElement).value).toBe(
        'https://lin.example.cn/works',
      );
      click('Next');
      await screen.findByRole('heading', { name: 'ID card' });
      click('Next');
      await screen.findByRole('heading', { name: 'Review' });
      click('Submit application');

      // The server's error lands on its field, and the form goes to the step that holds it.
      expect(await screen.findByText('Must be an uploaded file')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'ID card' })).toBeVisible();
      click('Next');
      await screen.findByRole('heading', { name: 'Review' });
      click('Submit application');
      expect(await screen.findByText('An application of this kind is already under review')).toBeVisible();
      expect(screen.getByRole('heading', { name: 'Review' })).toBeVisible();
    },
    LONG_FLOW_MS,
  );

  it("shows the upload's error on the ID step", async () => {
    uploadImage.mockRejectedValue(new UploadError('invalid', 'This file is not an image', 400));
    renderAt(<CreatorApplicationForm />, PATH, [
      statusMock({ creator: 'REJECTED', creatorApplication: creatorApplication() }),
    ]);
    await screen.findByRole('heading', { name: 'About you' });
    click('Next');
    await screen.findByRole('heading', { name: 'Portfolio' });
    click('Next');
    await screen.findByRole('heading', { name: 'ID card' });
    // The prefilled image has its own field; the last one is the empty slot for another image.
    const inputs = screen.getAllByTestId('upload-input-identity');
    expect(inputs).toHaveLength(2);
    fireEvent.change(inputs[1] as HTMLElement, { target: { files: [photo] } });
    expect(await screen.findByText('This file is not an image')).toBeVisible();
  });

  it('does not offer the form before real-name verification, pending or not', async () => {
    renderAt(<CreatorApplicationForm />, PATH, [statusMock({ realNameVerified: false })]);
    expect(await screen.findByRole('link', { name: 'Go to real-name verification' })).toBeVisible();
    cleanup();

    renderAt(<CreatorApplicationForm />, PATH, [
      statusMock({ realNameVerified: false, realName: 'UNDER_REVIEW' }),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Your real-name verification is under review' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to real-name verification' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('does not offer the form while an application is under review', async () => {
    renderAt(<CreatorApplicationForm />, PATH, [
      statusMock({
        creator: 'UNDER_REVIEW',
        creatorApplication: creatorApplication({ status: 'UNDER_REVIEW' }),
      }),
    ]);
    expect(await screen.findByText('You already have an application under review.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});

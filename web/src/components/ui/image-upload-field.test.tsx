// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n.js';
import { UploadError } from '../../lib/upload/upload-error.js';
import type { UploadedImage, UploadOptions } from '../../lib/upload/upload-image.js';
import { ImageUploadField } from './image-upload-field';

const uploadImage = vi.fn<(file: File, purpose: string, options?: UploadOptions) => Promise<UploadedImage>>();
vi.mock('../../lib/upload/upload-image.js', () => ({
  uploadImage: (file: File, purpose: string, options?: UploadOptions) => uploadImage(file, purpose, options),
}));

function Harness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <I18nextProvider i18n={getI18n('en')}>
      <ImageUploadField
        label="Licence"
        purpose="identity"
        value={value}
        onChange={(image) => setValue(image?.url ?? null)}
      />
    </I18nextProvider>
  );
}

function choose(file: File) {
  const input = screen.getByTestId('upload-input-identity') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

const jpeg = new File([new Uint8Array(100)], 'licence.jpg', { type: 'image/jpeg' });

describe('ImageUploadField', () => {
  afterEach(() => {
    cleanup();
    uploadImage.mockReset();
  });

  it('refuses a wrong file type before uploading', () => {
    render(<Harness />);
    choose(new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a JPEG, PNG or WebP image.');
    expect(uploadImage).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Licence Choose image/ }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('shows progress, then the preview, and removes it', async () => {
    let progress: ((fraction: number) => void) | undefined;
    let finish: ((image: UploadedImage) => void) | undefined;
    uploadImage.mockImplementation((_file, _purpose, options) => {
      progress = options?.onProgress;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    render(<Harness />);
    choose(jpeg);
    expect(uploadImage.mock.calls[0]?.[1]).toBe('identity');
    act(() => progress?.(0.4));
    expect(screen.getByRole('progressbar', { name: 'Licence' }).getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading… 40%')).toBeVisible();
    await act(async () => finish?.({ url: '/files/private/7', width: 10, height: 10 }));
    expect(screen.getByRole('img', { name: 'Uploaded image' }).getAttribute('src')).toBe('/files/private/7');
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image Licence' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: /Choose image/ })).toBeVisible();
  });

  it("shows the server's message when the upload fails", async () => {
    uploadImage.mockRejectedValue(new UploadError('rateLimited', 'Slow down, please', 429));
    render(<Harness initial="/files/private/1" />);
    choose(jpeg);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Slow down, please'));
    // The previous image stays until a new one succeeds.
    expect(screen.getByRole('img').getAttribute('src')).toBe('/files/private/1');
  });
});

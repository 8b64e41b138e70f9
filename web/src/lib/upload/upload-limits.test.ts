import { describe, expect, it } from 'vitest';
import { precheckImage, UPLOAD_MAX_BYTES } from './upload-limits';

const fileOf = (type: string, size: number) => new File([new Uint8Array(size)], 'x', { type });

describe('precheckImage', () => {
  it('accepts the supported image types up to the size limit', () => {
    expect(precheckImage(fileOf('image/png', 10))).toEqual({ ok: true });
    expect(precheckImage(fileOf('image/webp', UPLOAD_MAX_BYTES))).toEqual({ ok: true });
  });

  it('refuses other types and larger files', () => {
    expect(precheckImage(fileOf('application/pdf', 10))).toEqual({ ok: false, reason: 'type' });
    expect(precheckImage(fileOf('image/jpeg', 11), undefined, 10)).toEqual({ ok: false, reason: 'size' });
  });
});

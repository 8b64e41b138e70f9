import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, processImage } from './image.js';

const limits = { maxSide: 2048, maxPixels: 40_000_000 };

function solid(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#204060' } });
}

async function rejection(input: Buffer, custom = limits): Promise<string> {
  const error = await processImage(input, custom).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImageRejectedError);
  return (error as ImageRejectedError).reason;
}

describe('processImage', () => {
  it.each([
    ['jpeg', 'image/jpeg', 'jpg'],
    ['png', 'image/png', 'png'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('keeps %s as %s', async (format, mime, extension) => {
    const result = await processImage(await solid(30, 10).toFormat(format).toBuffer(), limits);
    expect(result).toMatchObject({ mime, extension, width: 30, height: 10 });
    expect((await sharp(result.data).metadata()).format).toBe(format);
  });

  it('refuses SVG, GIF, TIFF, HTML and random bytes as "type"', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    expect(await rejection(svg)).toBe('type');
    expect(await rejection(await solid(8, 8).gif().toBuffer())).toBe('type');
    expect(await rejection(await solid(8, 8).tiff().toBuffer())).toBe('type');
    expect(await rejection(Buffer.from('<html><body>hi</body></html>'))).toBe('type');
    expect(await rejection(Buffer.from([0xff, 0xd8, 0xff, 0x00, 1, 2, 3]))).toBe('type');
  });

  it('refuses an image over the pixel limit before decoding it', async () => {
    expect(await rejection(await solid(40, 20).png().toBuffer(), { maxSide: 100, maxPixels: 799 })).toBe(
      'pixels',
    );
    await expect(
      processImage(await solid(40, 20).png().toBuffer(), { maxSide: 100, maxPixels: 800 }),
    ).resolves.toBeTruthy();
  });

  it('refuses a JPEG whose pixel data is cut off', async () => {
    const whole = await solid(200, 200).jpeg().toBuffer();
    expect(await rejection(whole.subarray(0, Math.floor(whole.length / 2)))).toBe('corrupt');
  });

  it('scales the longest side down to maxSide and never enlarges', async () => {
    const big = await processImage(await solid(400, 100).jpeg().toBuffer(), { ...limits, maxSide: 200 });
    expect(big).toMatchObject({ width: 200, height: 50 });
    const small = await processImage(await solid(40, 10).jpeg().toBuffer(), { ...limits, maxSide: 200 });
    expect(small).toMatchObject({ width: 40, height: 10 });
  });

  it('drops EXIF, XMP and ICC metadata and applies the orientation', async () => {
    const input = await solid(40, 20)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'MARKER-123' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 0/1 0/1' },
      })
      .withMetadata({ orientation: 8 })
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.icc).toBeDefined();
    const result = await processImage(input, limits);
    const after = await sharp(result.data).metadata();
    expect({ width: after.width, height: after.height }).toEqual({ width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(result.data.includes('MARKER-123')).toBe(false);
  });
});

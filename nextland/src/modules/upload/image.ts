// https://sharp.pixelplumbing.com/api-input#metadata and https://sharp.pixelplumbing.com/api-output
import sharp, { type Sharp } from 'sharp';

/** Why an upload is refused; each maps to a translated field error on `file`. */
export type ImageRejection = 'type' | 'pixels' | 'corrupt';

export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(readonly reason: ImageRejection) {
    super(`image rejected: ${reason}`);
  }
}

/** The only formats accepted, decided from the bytes (SVG, GIF, HEIF, TIFF… are refused). */
const FORMATS = {
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  png: { mime: 'image/png', extension: 'png' },
  webp: { mime: 'image/webp', extension: 'webp' },
} as const;

type Format = keyof typeof FORMATS;

export type ProcessedImage = {
  data: Buffer;
  mime: string;
  extension: string;
  width: number;
  height: number;
};

export type ImageLimits = {
  /** Longest side of the stored image; larger images are scaled down. */
  maxSide: number;
  /** width × height of the input above which it is refused before decoding. */
  maxPixels: number;
};

function isAccepted(format: string | undefined): format is Format {
  return format !== undefined && Object.hasOwn(FORMATS, format);
}

function encode(pipeline: Sharp, format: Format): Sharp {
  if (format === 'jpeg') return pipeline.jpeg({ quality: 85, mozjpeg: true });
  if (format === 'png') return pipeline.png({ compressionLevel: 9 });
  return pipeline.webp({ quality: 85 });
}

/**
 * Detects the type from the bytes, refuses anything but JPEG/PNG/WebP and oversized images, then re-encodes in
 * the same format: EXIF orientation applied, metadata (EXIF with GPS, XMP, ICC, comments) dropped — sharp
 * writes none unless asked — and the longest side bounded. Only the first frame of an animation is kept.
 */
export async function processImage(input: Buffer, limits: ImageLimits): Promise<ProcessedImage> {
  let format: Format;
  try {
    // Header only: no pixel is decoded here, so neither the pixel limit nor damaged pixel data matter yet.
    const meta = await sharp(input, { limitInputPixels: false, failOn: 'none' }).metadata();
    if (!isAccepted(meta.format)) throw new ImageRejectedError('type');
    if (meta.width * meta.height > limits.maxPixels) throw new ImageRejectedError('pixels');
    format = meta.format;
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    // Not an image sharp can read at all (HTML, text, an executable renamed to .jpg…).
    throw new ImageRejectedError('type');
  }
  try {
    // 'error' aborts on invalid or truncated pixel data; mere warnings (common in phone JPEGs) pass.
    const pipeline = sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error', autoOrient: true });
    pipeline.resize({
      width: limits.maxSide,
      height: limits.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data, info } = await encode(pipeline, format).toBuffer({ resolveWithObject: true });
    return { data, ...FORMATS[format], width: info.width, height: info.height };
  } catch {
    throw new ImageRejectedError('corrupt');
  }
}

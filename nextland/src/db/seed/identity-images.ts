// https://sharp.pixelplumbing.com/api-output#png — the demo ID card images, drawn as SVG and stored as PNG.
import sharp from 'sharp';
import type { Storage } from '../../modules/upload/storage/storage.js';

/** A private upload of the seed: bytes for the storage, the rest for its `uploads` row. */
export type PrivateSeedFile = { key: string; data: Buffer; mime: string; width: number; height: number };

// ID-1 card proportions (85.6 × 54 mm).
const WIDTH = 856;
const HEIGHT = 540;

/** Grey bars where the printed fields would be: shapes only, no font needed, never mistaken for a real card. */
function fieldBars(x: number, rows: number[]): string {
  return rows
    .map(
      (width, i) => `<rect x="${x}" y="${90 + i * 70}" width="${width}" height="26" rx="13" fill="#9fb0c4"/>`,
    )
    .join('');
}

const SIDES = {
  front: `${fieldBars(64, [220, 300, 260, 380, 420])}
    <rect x="590" y="90" width="200" height="250" rx="12" fill="#c9d6e4"/>
    <circle cx="690" cy="180" r="52" fill="#8193a8"/>
    <path d="M610 340 q80 -120 160 0 z" fill="#8193a8"/>`,
  back: `<circle cx="150" cy="150" r="80" fill="#d8a64a"/>
    <path d="M150 95 l16 34 37 4 -28 25 8 37 -33 -19 -33 19 8 -37 -28 -25 37 -4 z" fill="#fff4d6"/>
    ${fieldBars(290, [440, 360])}
    <rect x="64" y="400" width="728" height="60" rx="30" fill="#b7c5d6"/>`,
};

/** One side of a made-up ID card as a PNG. */
export async function renderIdCard(side: keyof typeof SIDES, key: string): Promise<PrivateSeedFile> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="${WIDTH}" height="${HEIGHT}" rx="36" fill="#e4edf6"/>${SIDES[side]}</svg>`;
  const data = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).png().toBuffer();
  return { key, data, mime: 'image/png', width: WIDTH, height: HEIGHT };
}

/** Through the same storage as uploads, so the private route finds the seed's images (disk or S3). */
export async function writePrivateSeedFiles(storage: Storage, files: PrivateSeedFile[]): Promise<void> {
  for (const file of files) await storage.put('private', file.key, file.data, file.mime);
}

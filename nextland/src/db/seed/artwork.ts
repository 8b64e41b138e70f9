import { PALETTES } from './palettes.js';
import type { Rng } from './prng.js';

type Canvas = { w: number; h: number; colors: readonly string[]; rng: Rng };
type Composer = (c: Canvas) => string;

const f = (n: number) => Math.round(n);

function color(c: Canvas): string {
  // Index 0 is the ground; shapes use the other colours.
  return c.colors[c.rng.int(1, c.colors.length - 1)] ?? '#000';
}

const circles: Composer = (c) =>
  Array.from({ length: c.rng.int(4, 9) }, () => {
    const r = c.rng.int(f(Math.min(c.w, c.h) * 0.08), f(Math.min(c.w, c.h) * 0.35));
    return `<circle cx="${c.rng.int(0, c.w)}" cy="${c.rng.int(0, c.h)}" r="${r}" fill="${color(c)}" fill-opacity="${(0.55 + c.rng.next() * 0.45).toFixed(2)}"/>`;
  }).join('');

const rings: Composer = (c) => {
  const cx = c.rng.int(f(c.w * 0.3), f(c.w * 0.7));
  const cy = c.rng.int(f(c.h * 0.3), f(c.h * 0.7));
  const max = Math.min(c.w, c.h) * 0.45;
  const count = c.rng.int(4, 8);
  return Array.from({ length: count }, (_, i) => {
    const r = f(max * (1 - i / count));
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color(c)}"/>`;
  }).join('');
};

const stripes: Composer = (c) => {
  const vertical = c.rng.chance(0.5);
  const length = vertical ? c.w : c.h;
  const parts: string[] = [];
  for (let at = 0; at < length; ) {
    const size = c.rng.int(f(length * 0.03), f(length * 0.18));
    const [x, y, w, h] = vertical ? [at, 0, size, c.h] : [0, at, c.w, size];
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${color(c)}"/>`);
    at += size + c.rng.int(0, f(length * 0.04));
  }
  return parts.join('');
};

const grid: Composer = (c) => {
  const cols = c.rng.int(3, 6);
  const rows = c.rng.int(3, 6);
  const cw = c.w / cols;
  const rh = c.h / rows;
  const parts: string[] = [];
  for (let x = 0; x < cols; x++) {
    for (let y = 0; y < rows; y++) {
      if (c.rng.chance(0.35)) continue;
      parts.push(
        `<rect x="${f(x * cw + 6)}" y="${f(y * rh + 6)}" width="${f(cw - 12)}" height="${f(rh - 12)}" fill="${color(c)}"/>`,
      );
    }
  }
  return parts.join('');
};

const arcs: Composer = (c) => {
  const size = f(Math.min(c.w, c.h) / c.rng.int(3, 5));
  const parts: string[] = [];
  for (let x = 0; x < c.w; x += size) {
    for (let y = 0; y < c.h; y += size) {
      const corner = c.rng.int(0, 3);
      const cx = corner % 2 === 0 ? x : x + size;
      const cy = corner < 2 ? y : y + size;
      parts.push(
        `<path d="M${cx} ${cy} L${cx === x ? x + size : x} ${cy} A${size} ${size} 0 0 ${corner === 1 || corner === 2 ? 0 : 1} ${cx} ${cy === y ? y + size : y} Z" fill="${color(c)}"/>`,
      );
    }
  }
  return parts.join('');
};

const mountains: Composer = (c) => {
  const layers = c.rng.int(3, 5);
  const sun = `<circle cx="${c.rng.int(f(c.w * 0.2), f(c.w * 0.8))}" cy="${f(c.h * 0.25)}" r="${f(Math.min(c.w, c.h) * 0.1)}" fill="${color(c)}"/>`;
  const ridges = Array.from({ length: layers }, (_, i) => {
    const base = c.h * (0.45 + (i * 0.5) / layers);
    const points = [`0,${c.h}`];
    for (let x = 0; x <= c.w; x += f(c.w / 8)) {
      points.push(`${x},${f(base - c.rng.next() * c.h * 0.25)}`);
    }
    points.push(`${c.w},${c.h}`);
    return `<polygon points="${points.join(' ')}" fill="${color(c)}" fill-opacity="${(0.6 + (i / layers) * 0.4).toFixed(2)}"/>`;
  });
  return sun + ridges.join('');
};

const waves: Composer = (c) => {
  const lines = c.rng.int(5, 10);
  return Array.from({ length: lines }, (_, i) => {
    const y = f((c.h * (i + 1)) / (lines + 1));
    const amp = c.rng.int(10, f(c.h * 0.08));
    const step = f(c.w / 4);
    let d = `M0 ${y}`;
    for (let x = 0; x < c.w; x += step)
      d += ` Q${x + step / 2} ${(x / step) % 2 === 0 ? y - amp : y + amp} ${x + step} ${y}`;
    return `<path d="${d}" fill="none" stroke="${color(c)}" stroke-width="${c.rng.int(6, 24)}" stroke-linecap="round"/>`;
  }).join('');
};

const strokes: Composer = (c) =>
  Array.from({ length: c.rng.int(4, 8) }, () => {
    const x = c.rng.int(f(c.w * 0.15), f(c.w * 0.85));
    const y1 = c.rng.int(f(c.h * 0.05), f(c.h * 0.4));
    const y2 = c.rng.int(f(c.h * 0.55), f(c.h * 0.95));
    const bend = c.rng.int(-f(c.w * 0.15), f(c.w * 0.15));
    return `<path d="M${x} ${y1} Q${x + bend} ${f((y1 + y2) / 2)} ${x - bend / 2} ${y2}" fill="none" stroke="${color(c)}" stroke-width="${c.rng.int(10, 40)}" stroke-linecap="round"/>`;
  }).join('') +
  `<rect x="${f(c.w * 0.8)}" y="${f(c.h * 0.85)}" width="${f(c.w * 0.06)}" height="${f(c.w * 0.06)}" fill="#b23a48"/>`;

const COMPOSERS: Record<string, Composer> = {
  circles,
  rings,
  stripes,
  grid,
  arcs,
  mountains,
  waves,
  strokes,
};

/** A deterministic abstract composition as a standalone SVG document. */
export function renderArtwork(rng: Rng, art: string, width: number, height: number): string {
  const colors = rng.pick(PALETTES);
  const compose = COMPOSERS[art] ?? circles;
  const body = compose({ w: width, h: height, colors, rng });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${colors[0]}"/>${body}</svg>\n`;
}

/** Avatars are 256×256 concentric compositions. */
export function renderAvatar(rng: Rng): string {
  return renderArtwork(rng, rng.pick(['rings', 'circles', 'arcs']), 256, 256);
}

export function renderPlaceholder(): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800"><rect width="100%" height="100%" fill="#eeeae4"/><circle cx="400" cy="400" r="120" fill="#d8d2c8"/></svg>\n';
}

// Mirrors nextland's check (nextland/src/modules/verification/validators.ts) for instant feedback.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** Spaces removed and a lower-case check letter accepted, as people type it. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** GB 11643: 18 characters, a real birth date not in the future, and the ISO 7064 MOD 11-2 check character. */
export function prcIdValid(id: string, today: Date = new Date()): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  const date = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birth) return false;
  if (birth < '1900-01-01' || date.getTime() > today.getTime()) return false;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(id[i]), 0);
  return CHECK[sum % 11] === id[17];
}

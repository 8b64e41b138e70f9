/** Digits only: people type spaces and dashes as printed on the card. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** `6222 0212 3456 7890 128` while typing (groups of four); at most 19 digits are kept. */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Where the caret goes in `formatted` so that `digitsBefore` digits stay to its left (spaces are skipped). */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '')) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

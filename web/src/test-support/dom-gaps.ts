// Vitest setup: browser APIs jsdom lacks that react-aria-components calls (CSS.escape for its CSP nonce lookup).
if (typeof globalThis.window !== 'undefined' && typeof globalThis.CSS?.escape !== 'function') {
  const escapeIdent = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape: escapeIdent } as typeof CSS;
}

// Vitest setup: browser APIs jsdom lacks (CSS.escape, which react-aria-components calls for its CSP nonce
// lookup; matchMedia).
if (typeof globalThis.window !== 'undefined' && typeof globalThis.CSS?.escape !== 'function') {
  const escapeIdent = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape: escapeIdent } as typeof CSS;
}

// matchMedia (the header loads its phone menu on narrow windows): jsdom has none; tests see a wide window.
if (typeof globalThis.window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

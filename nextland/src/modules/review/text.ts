// Review text is plain (decision 0027 §4): no control characters (the request hook refuses them on the wire;
// here they are dropped for any other caller, the seed included), line breaks normalised, and no markup stored —
// anything shaped like a tag is removed. Pages render it as text, escaped.

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const TAG = /<\/?[A-Za-z!][^<>]*>/g;

export function plainText(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(TAG, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

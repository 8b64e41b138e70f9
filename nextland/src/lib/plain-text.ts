// Stored user text that promises no markup (review text and replies; news and profiles next): plain text, with
// no control characters, line breaks normalised, and nothing a browser or an HTML parser would read as a tag.
// https://github.com/apostrophecms/sanitize-html — a real HTML parser, not a regex: text that only becomes a tag
// once another tag is taken out (`<<img …>img onerror=…>`) is parsed again until nothing changes, so no tag can
// reassemble. Entities are decoded back to the characters people typed (`a & b`, `<3`): pages render the text
// escaped, as text.
import sanitizeHtml from 'sanitize-html';

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const NO_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // Script and style contents are code, not words: dropped with their tags.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'title'],
};
/** Enough for any reassembly a person could type in 500 characters; each pass removes at least one tag. */
const MAX_PASSES = 50;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** sanitize-html escapes the text it keeps; the stored value is the text itself. */
function decodeKept(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function withoutTags(text: string): string {
  let current = text;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = decodeKept(sanitizeHtml(current, NO_MARKUP));
    if (next === current) return next;
    current = next;
  }
  // Still changing after that many passes: the text is built to reassemble; keep none of its angle brackets.
  return current.replace(/[<>]/g, '');
}

export function plainText(raw: string): string {
  const normalised = raw.replace(/\r\n?/g, '\n').replace(CONTROL, '');
  return withoutTags(normalised)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

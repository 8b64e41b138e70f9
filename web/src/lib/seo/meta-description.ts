/** A meta description from user-written text: whitespace collapsed, cut at a word near `max` characters. */
export function metaDescription(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  // CJK text has no spaces: cut at the limit rather than at a far-away space.
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

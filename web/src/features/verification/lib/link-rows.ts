/** Editable portfolio rows; the id keeps React's identity of a row when an earlier one is removed. */
export type LinkRow = { id: number; url: string };

let nextId = 1;

export function linkRow(url = ''): LinkRow {
  return { id: nextId++, url };
}

/** At least one (empty) row so the step never shows a bare "add" button. */
export function linkRowsOf(urls: readonly string[]): LinkRow[] {
  return urls.length > 0 ? urls.map((url) => linkRow(url)) : [linkRow()];
}

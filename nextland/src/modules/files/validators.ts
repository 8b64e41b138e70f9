// One safe path segment: no leading dot (so no `..` or dotfiles), no separators, no encoded tricks.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** True for relative paths such as `goods/12-1.svg`; false for anything that could leave the root. */
export function isSafeFilePath(path: string): boolean {
  if (path.length === 0 || path.length > 512) return false;
  return path.split('/').every((segment) => SEGMENT.test(segment));
}

/** Spec §5: any route path containing `/my` requires a logged-in user (the personal centre). */
export function isPersonalCentre(logicalPath: string): boolean {
  const pathname = logicalPath.split(/[?#]/)[0] ?? '';
  return pathname === '/my' || pathname.startsWith('/my/');
}

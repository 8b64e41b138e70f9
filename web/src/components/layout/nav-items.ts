/** Every area of the product in header order; labels are `common:nav.<key>`. */
export const NAV_ITEMS = [
  { key: 'opus', path: '/opus' },
  { key: 'goods', path: '/goods' },
  { key: 'cocreate', path: '/cocreate' },
  { key: 'crowdfunding', path: '/crowdfunding' },
  { key: 'news', path: '/news' },
  { key: 'activity', path: '/activity' },
  { key: 'mechanism', path: '/mechanism' },
  { key: 'creator', path: '/creator' },
  { key: 'digitalAssets', path: '/digital-assets' },
] as const;

/** True when `logicalPath` is the area's page or below it (`/goods/details` is in `/goods`). */
export function isActivePath(logicalPath: string, areaPath: string): boolean {
  return logicalPath === areaPath || logicalPath.startsWith(`${areaPath}/`);
}

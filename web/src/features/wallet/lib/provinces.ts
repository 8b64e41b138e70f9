/**
 * The 31 provincial-level divisions of mainland China (municipalities, provinces, autonomous regions), as keys
 * of `wallet:provinces`. A region is sent as its name in the viewer's language, as the seller picked it.
 */
export const MAINLAND_PROVINCES = [
  'beijing',
  'tianjin',
  'shanghai',
  'chongqing',
  'hebei',
  'shanxi',
  'liaoning',
  'jilin',
  'heilongjiang',
  'jiangsu',
  'zhejiang',
  'anhui',
  'fujian',
  'jiangxi',
  'shandong',
  'henan',
  'hubei',
  'hunan',
  'guangdong',
  'hainan',
  'sichuan',
  'guizhou',
  'yunnan',
  'shaanxi',
  'gansu',
  'qinghai',
  'innerMongolia',
  'guangxi',
  'tibet',
  'ningxia',
  'xinjiang',
] as const;

export type ProvinceKey = (typeof MAINLAND_PROVINCES)[number];

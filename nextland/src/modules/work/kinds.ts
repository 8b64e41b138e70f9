// The works catalogue's small enums (stored as text codes, checked in the database) and their localised names.
import type { Lang } from '../../lib/lang.js';
import { LANGS } from '../../lib/lang.js';

export const MEDIA_TYPES = ['image', 'video', 'audio', '3d', 'text'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * What a buyer may do with a work: `personal` (private use), `commercial` (use in their own commercial
 * projects) and `exclusive` (commercial use and no further sales of this edition to others).
 */
export const LICENCES = ['personal', 'commercial', 'exclusive'] as const;
export type Licence = (typeof LICENCES)[number];

/** Languages a listing can be written or translated in: the locales the site speaks. */
export const WORK_LANGS = LANGS;
export type WorkLang = Lang;

const LICENCE_NAMES: Record<Lang, Record<Licence, string>> = {
  'zh-cn': { personal: '个人使用', commercial: '商业使用', exclusive: '独家授权' },
  en: { personal: 'Personal use', commercial: 'Commercial use', exclusive: 'Exclusive licence' },
  'zh-tw': { personal: '個人使用', commercial: '商業使用', exclusive: '獨家授權' },
};

export function licenceName(licence: Licence, lang: Lang): string {
  return LICENCE_NAMES[lang][licence];
}

import { isRegionCode } from '@nextland/rules';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';

/**
 * A stored region as the viewer reads it: a code's name in `lang`; a free-text region kept from before
 * region codes (migration 0009: a city, or a name that matched no province) as it was written.
 */
export function regionName(lang: Lang, stored: string): string {
  return isRegionCode(stored) ? t(lang, `region.${stored}`) : stored;
}

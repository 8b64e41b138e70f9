// https://vike.dev/prerender
import type { Config } from 'vike/types';

/** Pages whose content is the same for everyone are prerendered at build time (one copy per locale). */
export default {
  prerender: true,
} satisfies Config;

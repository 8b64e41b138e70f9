// https://vike.dev/ssr
import type { Config } from 'vike/types';

/** The personal centre is client-only (like a Gatsby client-only route) with its own router. */
export default {
  ssr: false,
} satisfies Config;

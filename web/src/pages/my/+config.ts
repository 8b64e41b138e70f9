// https://vike.dev/ssr
import type { Config } from 'vike/types';

/**
 * The personal centre is client-only (like a Gatsby client-only route) with its own router, and the only page
 * that needs the personal-centre message namespaces.
 */
export default {
  ssr: false,
  messageGroups: ['core', 'personal'],
} satisfies Config;

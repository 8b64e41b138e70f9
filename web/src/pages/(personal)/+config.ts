// https://vike.dev/ssr
import type { Config } from 'vike/types';

/**
 * The buying pages (`/goods/cart`, `/goods/buy/*`, and `/opus/cart`, `/opus/buy/*` for works) are the viewer's own, like `/my`, but live at the spec's
 * public-looking paths: rendered in the browser only (the server sends the same empty shell to everyone, so
 * the render cache can never hold a buyer's cart), with the personal message group for the address picker.
 * Decision 0020.
 */
export default {
  ssr: false,
  messageGroups: ['core', 'personal'],
} satisfies Config;

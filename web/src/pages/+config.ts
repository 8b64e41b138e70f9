// https://vike.dev/config
import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  title: 'Nextland',
  // https://vike.dev/passToClient — the locale is recomputed by +onBeforeRoute on client navigation, but the
  // first (hydrating) render reads the server's value.
  passToClient: ['locale'],
  // Spec §9 wants links in view prefetched 1 s after load, except on slow-2g. Vike's 'viewport' mode
  // starts at once and cannot check the connection, so we keep Vike's hover prefetch and add our own
  // viewport prefetcher (lib/navigation/start-viewport-prefetch.ts, which calls Vike's prefetch()).
  prefetchStaticAssets: 'hover',
  // Layout selection. vike-react's `Layout` is cumulative (nested layouts wrap each other), which cannot
  // *replace* the shell. So +Layout.tsx reads this non-cumulative setting: a route folder adds
  // `+layout.ts` with `export default 'bare'` (or sets `layout` in its +config.ts) to override the default;
  // the nearest definition wins (https://vike.dev/config#inheritance).
  meta: {
    layout: { env: { server: true, client: true } },
    // Message chunks a page needs besides its locale's core (lib/i18n/message-groups.ts); the render hooks
    // load them and +Head preloads them. Non-cumulative: the nearest definition wins.
    messageGroups: { env: { server: true, client: true } },
  },
  layout: 'default',
  messageGroups: ['core'],
} satisfies Config;

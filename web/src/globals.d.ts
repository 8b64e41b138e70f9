import type { NormalizedCacheObject } from '@apollo/client';
import type { Locale } from './lib/i18n/locales.js';
import type { MessageGroup } from './lib/i18n/message-groups.js';

/** Layout shells a route can pick with `+layout.ts` (see pages/+config.ts). */
export type LayoutName = 'default' | 'bare';

declare global {
  /** Build id injected by vite.config.ts; compared with /assets/builds/latest.json. */
  const __BUILD_ID__: string;

  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix (or by +onPrerenderStart for prerendered copies). */
      locale: Locale;
      /** `+data` hooks return `{ apolloState }` (ApolloPageData); +Wrapper restores it. */
      data?: { apolloState?: NormalizedCacheObject } | undefined;
    }
    interface Config {
      /** Non-cumulative: the nearest `+layout.ts` wins, so a route overrides the default shell. */
      layout?: LayoutName;
      /** Message chunks the page renders with; `core` by default, `/my` adds `personal` (see pages/+config.ts). */
      messageGroups?: MessageGroup[];
    }
  }
}

import type { Locale } from './lib/i18n/locales.js';
import type { MessageGroup } from './lib/i18n/message-groups.js';
import type { PageQueryData } from './lib/page-data/page-query.js';

/** Layout shells a route can pick with `+layout.ts` (see pages/+config.ts). */
export type LayoutName = 'default' | 'bare';

declare global {
  /** Build id injected by vite.config.ts; compared with /assets/builds/latest.json. */
  const __BUILD_ID__: string;

  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix (or by +onPrerenderStart for prerendered copies). */
      locale: Locale;
      /** Server-rendered pages' `+data` return `{ pageQuery, ... }`; usePageQuery reads it (lib/page-data). */
      data?: Partial<PageQueryData> | undefined;
    }
    interface Config {
      /** Non-cumulative: the nearest `+layout.ts` wins, so a route overrides the default shell. */
      layout?: LayoutName;
      /** Message chunks the page renders with; `core` by default, `/my` adds `personal` (see pages/+config.ts). */
      messageGroups?: MessageGroup[];
    }
  }
}

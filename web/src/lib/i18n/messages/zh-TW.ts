// zh-TW's core namespaces: one chunk per locale, loaded on demand by lib/i18n/message-groups.ts, so a page
// downloads the messages of its own language only. The personal-centre namespaces live in zh-TW-personal.ts.
import type { ResourceKey } from 'i18next';

export default import.meta.glob<ResourceKey>(
  [
    '../../../../../locales/zh-TW/*.json',
    '!../../../../../locales/zh-TW/{address,aftersale,cart,my,order,release,settlement,verification,wallet}.json',
  ],
  { eager: true, import: 'default' },
);

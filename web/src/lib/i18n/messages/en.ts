// en's core namespaces: one chunk per locale, loaded on demand by lib/i18n/message-groups.ts, so a page
// downloads the messages of its own language only. The personal-centre namespaces live in en-personal.ts.
import type { ResourceKey } from 'i18next';

export default import.meta.glob<ResourceKey>(
  [
    '../../../../../locales/en/*.json',
    '!../../../../../locales/en/{address,aftersale,cart,my,order,release,settlement,verification,wallet}.json',
  ],
  { eager: true, import: 'default' },
);

import type { Resource, ResourceLanguage } from 'i18next';
import { LOCALES, type Locale, MESSAGE_DIR } from './locales.js';

// Every namespace file of every locale is bundled: i18next then initialises synchronously, so SSR and
// hydration render the same text with no loading state. New namespaces (e.g. goods.json) are picked up here.
const files = import.meta.glob<{ default: ResourceLanguage[string] }>('../../../../locales/*/*.json', {
  eager: true,
});

/** `{ common: {...}, errors: {...} }` for one message folder such as `zh-CN`. */
function namespacesOf(dir: string): ResourceLanguage {
  const namespaces: ResourceLanguage = {};
  for (const [path, mod] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === dir && match[2]) namespaces[match[2]] = mod.default;
  }
  return namespaces;
}

export function messagesFor(locale: Locale): ResourceLanguage {
  return namespacesOf(MESSAGE_DIR[locale]);
}

export const NAMESPACES: string[] = Object.keys(namespacesOf(MESSAGE_DIR.en));

export function allResources(): Resource {
  const resources: Resource = {};
  for (const locale of LOCALES) resources[MESSAGE_DIR[locale]] = messagesFor(locale);
  return resources;
}

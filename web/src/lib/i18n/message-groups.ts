import type { ResourceLanguage } from 'i18next';
import type { Locale } from './locales.js';

/**
 * Messages ship in chunks per locale and group, each a dynamic import, so a page downloads its own language
 * only, and catalogue pages never download the personal centre's namespaces. `core` is every namespace
 * not listed under another group (the glob in messages/<dir>.ts excludes the personal ones).
 */
export const MESSAGE_GROUPS = ['core', 'personal'] as const;
export type MessageGroup = (typeof MESSAGE_GROUPS)[number];

/** Namespaces of the non-core groups; messages/<dir>-personal.ts globs the same list. */
export const PERSONAL_NAMESPACES = [
  'address',
  'aftersale',
  'cart',
  'my',
  'order',
  'release',
  'settlement',
  'verification',
  'wallet',
] as const;

/** A message module: `import.meta.glob` of `locales/<dir>/<namespace>.json`, keyed by path. */
type MessageModule = { default: Record<string, ResourceLanguage[string]> };

// Literal import() calls, one per file, so the bundler makes one chunk per locale and group.
const loaders: Record<Locale, Record<MessageGroup, () => Promise<MessageModule>>> = {
  en: { core: () => import('./messages/en.js'), personal: () => import('./messages/en-personal.js') },
  'zh-cn': {
    core: () => import('./messages/zh-CN.js'),
    personal: () => import('./messages/zh-CN-personal.js'),
  },
  'zh-tw': {
    core: () => import('./messages/zh-TW.js'),
    personal: () => import('./messages/zh-TW-personal.js'),
  },
};

/** `{ '…/locales/en/goods.json': {...} }` → `{ goods: {...} }`. */
export function namespacesOf(files: MessageModule['default']): ResourceLanguage {
  const namespaces: ResourceLanguage = {};
  for (const [path, messages] of Object.entries(files)) {
    const name = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (name) namespaces[name] = messages;
  }
  return namespaces;
}

/** The namespaces of one group in one locale, from its own chunk. */
export async function loadMessageGroup(locale: Locale, group: MessageGroup): Promise<ResourceLanguage> {
  const module = await loaders[locale][group]();
  return namespacesOf(module.default);
}

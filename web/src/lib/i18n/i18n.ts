import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './locales.js';
import { MESSAGE_DIR } from './locales.js';
import { loadMessageGroup, type MessageGroup } from './message-groups.js';

// One instance per locale, created once per process: concurrent SSR requests in different locales never
// share mutable language state, so `changeLanguage` is never called (it would race across requests).
const instances = new Map<Locale, i18n>();
// One load per locale and group, shared by every caller (concurrent requests await the same promise).
const loads = new Map<string, Promise<void>>();

/**
 * The locale's i18next instance. Its messages arrive through `loadMessages`, which the render hooks
 * (+onBeforeRenderHtml, +onBeforeRenderClient) await before React renders, so components read them
 * synchronously and hydration renders the server's text.
 */
export function getI18n(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const lng = MESSAGE_DIR[locale];
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng,
    // Spec §9: no fallback; the parity test guarantees every key exists in every locale.
    fallbackLng: false,
    resources: {},
    // Bundles are added as their chunks arrive; with no backend i18next never tries to fetch them itself.
    partialBundledLanguages: true,
    ns: [],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}

/** Loads the given message groups of a locale into its instance (once per process) and returns it. */
export async function loadMessages(
  locale: Locale,
  groups: readonly MessageGroup[] = ['core'],
): Promise<i18n> {
  const instance = getI18n(locale);
  await Promise.all(
    groups.map((group) => {
      const key = `${locale}:${group}`;
      let load = loads.get(key);
      if (!load) {
        load = loadMessageGroup(locale, group).then((namespaces) => {
          for (const [ns, messages] of Object.entries(namespaces)) {
            instance.addResourceBundle(MESSAGE_DIR[locale], ns, messages, true, true);
          }
        });
        // A failed chunk download (a deploy removed it, the network dropped) may be retried next time.
        load.catch(() => loads.delete(key));
        loads.set(key, load);
      }
      return load;
    }),
  );
  return instance;
}

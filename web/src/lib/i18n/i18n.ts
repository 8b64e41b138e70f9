import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './locales.js';
import { MESSAGE_DIR } from './locales.js';
import { messagesFor, NAMESPACES } from './resources.js';

// One instance per locale, created once per process: concurrent SSR requests in different locales never
// share mutable language state, so `changeLanguage` is never called (it would race across requests).
const instances = new Map<Locale, i18n>();

export function getI18n(locale: Locale): i18n {
  const existing = instances.get(locale);
  if (existing) return existing;
  const lng = MESSAGE_DIR[locale];
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng,
    // Spec §9: no fallback; the parity test guarantees every key exists in every locale.
    fallbackLng: false,
    resources: { [lng]: messagesFor(locale) },
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(locale, instance);
  return instance;
}

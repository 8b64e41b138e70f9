import type { ApolloClient } from '@apollo/client';
import type { Locale } from '../i18n/locales.js';

// The browser's Apollo Clients once loaded (apollo-client-for-page.ts registers them). A render can then read
// the cache synchronously — e.g. a list restored on Back — without importing Apollo into the first bundle.
const loaded = new Map<Locale, ApolloClient>();

export function registerLoadedApolloClient(locale: Locale, client: ApolloClient): void {
  loaded.set(locale, client);
}

/** The locale's client if some earlier interaction loaded it, else undefined (never loads it). */
export function loadedApolloClient(locale: Locale): ApolloClient | undefined {
  return loaded.get(locale);
}

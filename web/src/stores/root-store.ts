import { enableStaticRendering } from 'mobx-react-lite';
import type { Locale } from '../lib/i18n/locales.js';
import { LocaleStore } from './locale-store.js';
import { UiStore } from './ui-store.js';

// On the server, observers must not subscribe (no re-renders, no leaks across requests).
if (typeof window === 'undefined') enableStaticRendering(true);

/** Current build id, injected by vite.config.ts (`define`); 'dev' outside a build. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export class RootStore {
  readonly locale: LocaleStore;
  readonly ui: UiStore;

  constructor(locale: Locale) {
    this.locale = new LocaleStore(locale);
    this.ui = new UiStore(BUILD_ID);
  }
}

let browserStore: RootStore | undefined;

/**
 * Server: a new RootStore per request (never shared between users).
 * Browser: one RootStore for the page's lifetime, so messages and the loading bar survive navigation.
 */
export function createRootStore(locale: Locale): RootStore {
  if (typeof window === 'undefined') return new RootStore(locale);
  browserStore ??= new RootStore(locale);
  return browserStore;
}

/** The browser's RootStore for code outside React (Vike hooks); undefined on the server or before hydration. */
export function getBrowserRootStore(): RootStore | undefined {
  return browserStore;
}

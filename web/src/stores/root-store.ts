import { enableStaticRendering } from 'mobx-react-lite';
import type { Locale } from '../lib/i18n/locales.js';
import { LocaleStore } from './locale-store.js';
import { SessionStore } from './session-store.js';
import { UiStore } from './ui-store.js';

// On the server, observers must not subscribe (no re-renders, no leaks across requests).
if (typeof window === 'undefined') enableStaticRendering(true);

/** Current build id, injected by vite.config.ts (`define`); 'dev' outside a build. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';

export class RootStore {
  readonly locale: LocaleStore;
  readonly ui: UiStore;
  readonly session: SessionStore;

  constructor(locale: Locale, storage: Storage | null = null) {
    this.locale = new LocaleStore(locale);
    this.ui = new UiStore(BUILD_ID);
    this.session = new SessionStore(storage);
  }
}

let browserStore: RootStore | undefined;

/**
 * Server: a new RootStore per request (never shared between users).
 * Browser: one RootStore for the page's lifetime, so messages and the loading bar survive navigation.
 */
export function createRootStore(locale: Locale): RootStore {
  if (typeof window === 'undefined') return new RootStore(locale);
  browserStore ??= new RootStore(locale, browserStorage());
  return browserStore;
}

/** The browser's RootStore for code outside React (Vike hooks); undefined on the server or before hydration. */
export function getBrowserRootStore(): RootStore | undefined {
  return browserStore;
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// https://vike.dev/onBeforeRenderHtml
import type { PageContextServer } from 'vike/types';
import { loadMessages } from '../lib/i18n/i18n.js';

/** The server renders with the page locale's messages already loaded (their chunks load once per process). */
export async function onBeforeRenderHtml(pageContext: PageContextServer): Promise<void> {
  await loadMessages(pageContext.locale, pageContext.config.messageGroups);
}

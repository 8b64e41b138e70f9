// https://vike.dev/onBeforeRenderClient
import type { PageContextClient } from 'vike/types';
import { loadMessages } from '../lib/i18n/i18n.js';

/**
 * Hydration and client navigation wait for the page locale's message chunks (the server preloads them with
 * `<link rel="modulepreload">`, see +Head.tsx), so React never renders a key in place of its text.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await loadMessages(pageContext.locale, pageContext.config.messageGroups);
}

// Vitest setup: what +onBeforeRenderHtml/+onBeforeRenderClient do before a render, for every locale.
import { loadMessages } from '../lib/i18n/i18n.js';
import { LOCALES } from '../lib/i18n/locales.js';
import { MESSAGE_GROUPS } from '../lib/i18n/message-groups.js';

await Promise.all(LOCALES.map((locale) => loadMessages(locale, MESSAGE_GROUPS)));

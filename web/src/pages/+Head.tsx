// https://vike.dev/Head

import messageChunks from 'virtual:nextland/message-chunks';
import { usePageContext } from 'vike-react/usePageContext';
import { MESSAGE_DIR } from '../lib/i18n/locales.js';
import { canonicalUrl, hreflangLinks } from '../lib/seo/alternate-links.js';
import { publicOrigin } from '../lib/seo/public-origin.js';

/**
 * Absolute canonical and alternate URLs (every locale plus x-default, the unprefixed default-locale URL), and
 * a modulepreload of the page locale's message chunks, which hydration waits for (+onBeforeRenderClient).
 */
export function Head() {
  const { urlPathname, urlParsed, locale, config, is404 } = usePageContext();
  // Server-only (vike-react renders Head on the server), so process.env is available.
  const origin = publicOrigin(process.env.PUBLIC_ORIGIN);
  const search = urlParsed.searchOriginal ?? '';
  const links = hreflangLinks(urlPathname, search, origin);
  const preloads = (config.messageGroups ?? ['core']).map(
    (group) => messageChunks[MESSAGE_DIR[locale] + (group === 'core' ? '' : `-${group}`)],
  );
  return (
    <>
      <meta name="theme-color" content="#000000" />
      <meta name="color-scheme" content="dark" />
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {is404 ? null : <link rel="canonical" href={canonicalUrl(urlPathname, search, locale, origin)} />}
      {links.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      {preloads.map((href) => (href ? <link key={href} rel="modulepreload" href={href} /> : null))}
    </>
  );
}

// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { hreflangLinks } from '../lib/i18n/hreflang.js';

/** Alternates for every locale plus x-default (the unprefixed default-locale URL). */
export function Head() {
  const { urlPathname, urlParsed } = usePageContext();
  // Server-only (vike-react renders Head on the server), so process.env is available.
  const origin = process.env.PUBLIC_ORIGIN ?? '';
  const links = hreflangLinks(urlPathname, urlParsed.searchOriginal ?? '', origin);
  return (
    <>
      <meta name="theme-color" content="#000000" />
      <meta name="color-scheme" content="dark" />
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {links.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
    </>
  );
}

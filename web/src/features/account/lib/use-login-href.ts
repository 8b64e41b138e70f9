import { usePageContext } from 'vike-react/usePageContext';
import { extractLocale, localizePath } from '../../../lib/i18n/localize-path.js';
import { loginPageHref } from './return-path.js';

/**
 * The header's "Log in" link: the login page, carrying this page as the return path (`?next=`), so a login
 * comes back here instead of to the personal centre. On the login page itself the link keeps its own query.
 */
export function useLoginHref(): string {
  const { locale, urlOriginal } = usePageContext();
  const loginPath = localizePath('/login', locale);
  const here = new URL(urlOriginal, 'http://origin.invalid');
  if (extractLocale(here.pathname).path === '/login') return loginPath + here.search;
  return loginPageHref(loginPath, here.pathname + here.search);
}

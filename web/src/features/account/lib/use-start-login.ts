import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { StartLoginMutation } from '../api/start-login.js';
import { rememberReturnPath } from './return-path.js';

/**
 * Sends the browser to the platform's QR login page. The platform returns to our `/login` page with `code`
 * and `state`; `returnTo` (a same-origin path, default: here) is where the user lands after logging in.
 */
export function useStartLogin() {
  const { locale } = usePageContext();
  const loadApolloClient = useApolloClientLoader();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function start(returnTo?: string | null) {
    setPending(true);
    setFailed(false);
    rememberReturnPath(returnTo ?? window.location.pathname + window.location.search);
    const redirectUri = new URL(localizePath('/login', locale), window.location.origin).href;
    try {
      // Apollo Client loads with the first click: the login button is on every page.
      const client = await loadApolloClient();
      const { data } = await client.mutate({ mutation: StartLoginMutation, variables: { redirectUri } });
      const url = data?.startLogin.authorizeUrl;
      if (!url) throw new Error('no authorize URL');
      window.location.assign(url);
    } catch {
      setFailed(true);
      setPending(false);
    }
  }

  return { start, pending, failed };
}

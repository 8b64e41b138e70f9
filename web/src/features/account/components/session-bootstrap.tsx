import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { onSessionEnded } from '../../../lib/apollo/session-ended.js';
import { extractLocale, localizePath } from '../../../lib/i18n/localize-path.js';
import { useStores } from '../../../stores/use-stores.js';
import { ViewerQuery } from '../api/viewer.js';
import type { LoginOutcome } from '../lib/complete-login.js';
import { invitationFromUrl, loginCallbackParams } from '../lib/login-callback-params.js';
import { loginReturnRequest } from '../lib/login-return-request.js';
import { isPersonalCentre } from '../lib/personal-centre-path.js';
import { loginPageHref } from '../lib/return-path.js';
import { toUserInfo } from '../lib/user-info.js';

/**
 * Browser-only session wiring, mounted once in the layout: handles the platform's login return
 * (`?code&state`), remembers invitation links, opens the login prompt the server guard asks for (`?next=`), refreshes the stored user at app start (spec §7) and logs the
 * user out on any 506/507 (spec §4).
 */
export function SessionBootstrap() {
  const loadApolloClient = useApolloClientLoader();
  const { session, ui } = useStores();
  const { locale } = usePageContext();
  const { t } = useTranslation('account');

  useEffect(() => {
    onSessionEnded(() => {
      const wasLoggedIn = session.loggedIn;
      session.signedOut();
      void loadApolloClient().then((client) => client.clearStore());
      const here = window.location.pathname + window.location.search;
      const inCentre = isPersonalCentre(extractLocale(window.location.pathname).path);
      // Spec §5: the path cannot stay in the personal centre, and it did not change, so go to `/`.
      if (inCentre) void navigate(localizePath('/', locale));
      if (wasLoggedIn || inCentre) session.openLoginPrompt('expired', here);
    });
  }, [session, locale, loadApolloClient]);

  // Runs once per page load: the URL and the stored session are what the first render saw.
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately once, on mount.
  useEffect(() => {
    const invite = invitationFromUrl(window.location.href);
    if (invite) session.rememberInvitation(invite);

    // A logged-out direct load of a `/my…` link, sent here by the server guard: ask to log in, then go there.
    const loginReturn = loginReturnRequest(window.location.href);
    if (loginReturn) {
      window.history.replaceState(window.history.state, '', loginReturn.cleanUrl);
      session.openLoginPrompt('required', loginReturn.returnTo);
    }

    const callback = loginCallbackParams(window.location.href);
    if (callback) {
      // Drop the one-time code from the address bar first: a reload must not replay it.
      window.history.replaceState(window.history.state, '', callback.cleanUrl);
      session.setAuthenticating(true);
      // The login return's code (and the client) load only when the platform sends the user back.
      void Promise.all([loadApolloClient(), import('../lib/complete-login.js')])
        .then(([client, { completeLogin }]) => completeLogin(client, session, callback))
        // A chunk that failed to download fails the login like any other error (it is not left pending).
        .catch((): LoginOutcome => ({ kind: 'failed', message: null }))
        .then((outcome) => {
          session.setAuthenticating(false);
          if (outcome.kind === 'loggedIn') {
            ui.messages.show({ type: 'success', text: t('login.welcome', { name: outcome.nickname }) });
            if (outcome.returnTo) void navigate(outcome.returnTo);
          } else if (outcome.kind === 'registrationRequired') {
            // The registration form reads the return path from `?next=` and goes there once registered.
            void navigate(loginPageHref(localizePath('/login', locale), outcome.returnTo));
          } else {
            // It stays until closed: the visitor is sent home, and the reason must outlast that navigation.
            ui.messages.show({ type: 'error', text: outcome.message ?? t('login.failed'), duration: 0 });
            void navigate(localizePath('/', locale));
          }
        });
      return;
    }

    if (session.userId) {
      void loadApolloClient()
        .then((client) => client.query({ query: ViewerQuery, fetchPolicy: 'network-only' }))
        .then(({ data }) => {
          if (data?.viewer) session.signedIn(toUserInfo(data.viewer));
          else session.signedOut();
        })
        .catch(() => {
          // Network trouble keeps the stored user; UNAUTHENTICATED was handled by onSessionEnded.
        });
    }
  }, []);

  return null;
}

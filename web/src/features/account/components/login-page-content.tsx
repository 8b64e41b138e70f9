import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClassName } from '../../../components/ui/button.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import { useHydrated } from '../../../lib/hooks/use-hydrated.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { useStores } from '../../../stores/use-stores.js';
import { returnPathFromUrl } from '../lib/return-path.js';
import { LoginWithPlatformButton } from './login-with-platform-button.js';
import { RegistrationForm } from './registration-form.js';

/**
 * `/login`: where the platform returns with `code` and `state`, where a registration in progress is
 * finished, and a plain "log in" entry. Prerendered; the session-dependent part appears after hydration.
 */
export const LoginPageContent = observer(function LoginPageContent() {
  const { t } = useTranslation(['account', 'common']);
  const { session } = useStores();
  const { locale } = usePageContext();
  const hydrated = useHydrated();

  let body = (
    <p className="text-muted" role="status">
      {t('common:loading')}
    </p>
  );
  if (hydrated && !session.authenticating) {
    if (session.registration) body = <RegistrationForm />;
    else if (session.userInfo) {
      body = (
        <div>
          <h1 className="text-3xl font-semibold">{t('account:page.title')}</h1>
          <p className="mt-3 text-muted">{t('account:page.loggedIn', { name: session.userInfo.nickname })}</p>
          <LocalizedLink href="/my" className={`${buttonClassName('primary')} mt-6`}>
            {t('account:page.openCentre')}
          </LocalizedLink>
        </div>
      );
    } else {
      body = (
        <div>
          <h1 className="text-3xl font-semibold">{t('account:page.title')}</h1>
          <p className="mt-3 text-muted">{t('account:page.text')}</p>
          {session.invitationCode ? (
            <p className="mt-4 rounded-xl border border-accent/40 p-3 text-sm" data-testid="invited-banner">
              {t('account:page.invited', { code: session.invitationCode })}
            </p>
          ) : null}
          {/* Back to the page that linked here (`?next=`, validated), else the personal centre. */}
          <LoginWithPlatformButton
            returnTo={returnPathFromUrl(window.location.href) ?? localizePath('/my', locale)}
            className="mt-8"
          />
        </div>
      );
    }
  }
  return (
    <section className="page-container section-y flex flex-1 justify-center">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-8">{body}</div>
    </section>
  );
});

import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hooks/use-hydrated.js';
import { useStores } from '../../../stores/use-stores.js';
import { useLoginHref } from '../lib/use-login-href.js';
import { Avatar } from './avatar.js';

// The menu (react-aria) only ever shows for a signed-in user after hydration: it loads then, so it is not in
// any page's first-load JavaScript.
const AccountMenu = lazy(() =>
  import('./account-menu.js').then((module) => ({ default: module.AccountMenu })),
);

/**
 * "Log in" for visitors, the avatar menu for a logged-in user. The server renders the visitor version; the
 * stored user appears after hydration, so the first client render matches the HTML.
 */
export const HeaderAccount = observer(function HeaderAccount() {
  const { t } = useTranslation('common');
  const { session } = useStores();
  const hydrated = useHydrated();
  const loginHref = useLoginHref();
  const user = hydrated ? session.userInfo : null;
  if (!user) {
    return (
      <a
        href={loginHref}
        className="rounded-full border border-line bg-ink px-4 py-1.5 font-medium text-black transition hover:bg-accent-strong"
      >
        {t('login')}
      </a>
    );
  }
  return (
    <Suspense
      fallback={
        <span className="flex rounded-full border border-line p-1">
          <Avatar url={user.avatarUrl} name={user.nickname} />
        </span>
      }
    >
      <AccountMenu nickname={user.nickname} avatarUrl={user.avatarUrl} />
    </Suspense>
  );
});

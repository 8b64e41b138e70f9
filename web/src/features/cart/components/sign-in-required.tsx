import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { useStores } from '../../../stores/use-stores.js';

/**
 * The buying pages are the viewer's own: a visitor (or a user whose session ended) is asked to log in, and the
 * login prompt comes back to this address.
 */
export const SignInRequired = observer(function SignInRequired({ children }: { children: ReactNode }) {
  const { t } = useTranslation('cart');
  const { session } = useStores();
  if (session.loggedIn) return <>{children}</>;
  const here = () => window.location.pathname + window.location.search;
  return (
    <EmptyState
      title={t('signIn.title')}
      text={t('signIn.text')}
      action={
        <Button onClick={() => session.openLoginPrompt('required', here())}>{t('signIn.action')}</Button>
      }
    />
  );
});

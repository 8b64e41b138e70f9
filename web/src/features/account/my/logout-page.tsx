import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { navigate as navigatePage } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { useStores } from '../../../stores/use-stores.js';
import { LogoutMutation } from '../api/logout.js';

/** `/my/logout`: a confirmation, then a POST that revokes the session and clears the cookies. */
export function LogoutPage() {
  const { t } = useTranslation('account');
  const { session, ui } = useStores();
  const { locale } = usePageContext();
  const client = useApolloClient();
  const back = useNavigate();
  const [logout, { loading }] = useMutation(LogoutMutation);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setFailed(false);
    try {
      await logout();
    } catch {
      setFailed(true);
      return;
    }
    session.signedOut();
    await client.clearStore();
    ui.messages.show({ type: 'success', text: t('logout.done') });
    await navigatePage(localizePath('/', locale));
  }

  return (
    <section className="max-w-xl rounded-2xl border border-line bg-surface p-8">
      <h1 className="text-2xl font-semibold">{t('logout.title')}</h1>
      <p className="mt-3 text-muted">{t('logout.text')}</p>
      {failed ? (
        <p role="alert" className="mt-4 text-sm text-danger">
          {t('logout.failed')}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Button variant="danger" loading={loading} onClick={() => void confirm()}>
          {t('logout.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => back(-1)}>
          {t('logout.cancel')}
        </Button>
      </div>
    </section>
  );
}

// https://vike.dev/Page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { LoginPageContent } from '../../../features/account/components/login-page-content.js';
import { ApolloBoundary } from '../../../lib/apollo/apollo-boundary.js';

export function Page() {
  const { t } = useTranslation('account');
  return (
    <>
      <Config title={`${t('page.title')} · Nextland`} description={t('page.text')} />
      <ApolloBoundary>
        <LoginPageContent />
      </ApolloBoundary>
    </>
  );
}

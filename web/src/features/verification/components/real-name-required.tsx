import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';

/** Creator and organisation verification need a real-name verified account; its form is on /my/account. */
export function RealNameRequired() {
  const { t } = useTranslation('verification');
  return (
    <EmptyState
      title={t('realNameRequired.title')}
      text={t('realNameRequired.text')}
      action={
        <Link to="/account" className={buttonClassName()}>
          {t('realNameRequired.action')}
        </Link>
      }
    />
  );
}

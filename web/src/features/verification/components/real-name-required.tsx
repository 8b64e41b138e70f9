import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';

export type RealNameRequiredProps = {
  /** A real-name application is under review: filing another would be refused, so there is no link to it. */
  pending?: boolean;
};

/** Creator and organisation verification need a real-name verified account; its form is on /my/account. */
export function RealNameRequired({ pending = false }: RealNameRequiredProps) {
  const { t } = useTranslation('verification');
  if (pending) {
    return <EmptyState title={t('realName.pendingTitle')} text={t('realNameRequired.pendingText')} />;
  }
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

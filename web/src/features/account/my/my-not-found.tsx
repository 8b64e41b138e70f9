import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button.js';

/** Spec §2: a route that does not exist shows the 404 view, here inside the personal centre's frame. */
export function MyNotFound() {
  const { t } = useTranslation(['errors', 'my']);
  return (
    <section className="rounded-2xl border border-line bg-surface p-8 lg:p-12" data-testid="my-not-found">
      <p className="text-sm text-subtle">{t('errors:status', { status: 404 })}</p>
      <h1 className="mt-2 text-2xl font-semibold">{t('errors:notFound.title')}</h1>
      <p className="mt-3 text-muted">{t('errors:notFound.text')}</p>
      <Link to="/" className={`${buttonClassName('secondary')} mt-8`}>
        {t('my:empty.back')}
      </Link>
    </section>
  );
}

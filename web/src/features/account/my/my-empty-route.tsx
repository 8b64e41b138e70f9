import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/button.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';

export type EmptyArea =
  | 'goods'
  | 'opus'
  | 'news'
  | 'activity'
  | 'projects'
  | 'involved'
  | 'homePage'
  | 'association'
  | 'project';

/** An honest empty state for personal centre routes whose feature ships in a later release. */
export function MyEmptyRoute({ area }: { area: EmptyArea }) {
  const { t } = useTranslation('my');
  return (
    <section className="rounded-2xl border border-line bg-surface p-8 lg:p-12">
      <h1 className="text-2xl font-semibold">{t(`empty.${area}.title`)}</h1>
      <p className="mt-3 max-w-xl text-muted">{t(`empty.${area}.text`)}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonClassName('secondary')}>
          {t('empty.back')}
        </Link>
        <LocalizedLink href="/goods" className={buttonClassName('ghost')}>
          {t('empty.browse')}
        </LocalizedLink>
      </div>
    </section>
  );
}

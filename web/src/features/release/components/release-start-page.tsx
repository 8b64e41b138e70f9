import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import { MyReleaseDraftsQuery } from '../api/my-release-drafts.js';
import { DraftList } from './draft-list.js';

const FORM_PATHS = {
  goods: '/release-goods/form',
  works: '/release-opus',
  lot: '/release-auction-goods',
} as const;
const COPY = { goods: 'start.goods', works: 'start.work', lot: 'start.lot' } as const;

/** `/release-goods`: choose goods or a work, or continue one of the seller's drafts. */
export function ReleaseStartPage() {
  const { t } = useTranslation('release');
  const { data, loading } = useQuery(MyReleaseDraftsQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="font-semibold text-2xl text-ink">{t('start.title')}</h1>
        <p className="mt-2 text-muted">{t('start.intro')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {(['goods', 'works', 'lot'] as const).map((kind) => {
          const copy = COPY[kind];
          return (
            <LocalizedLink
              key={kind}
              href={FORM_PATHS[kind]}
              className="flex flex-col gap-2 rounded-3xl bg-surface p-6 ring-1 ring-line hover:ring-accent"
            >
              <span className="font-semibold text-ink text-lg">{t(`${copy}.title`)}</span>
              <span className="text-muted text-sm">{t(`${copy}.text`)}</span>
            </LocalizedLink>
          );
        })}
      </div>
      <section aria-labelledby="release-drafts" className="flex flex-col gap-4">
        <h2 id="release-drafts" className="font-semibold text-ink text-xl">
          {t('start.drafts')}
        </h2>
        {loading && !data ? null : (
          <div className="grid gap-6 md:grid-cols-2">
            <DraftList title={t('start.goodsDrafts')} rows={data?.goods ?? []} path={FORM_PATHS.goods} />
            <DraftList title={t('start.workDrafts')} rows={data?.works ?? []} path={FORM_PATHS.works} />
          </div>
        )}
      </section>
    </div>
  );
}

import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import { MyReleaseDraftsQuery } from '../api/my-release-drafts.js';

type DraftRow = { id: string; title: string; coverUrl: string };

const FORM_PATHS = { goods: '/release-goods/form', works: '/release-opus' } as const;

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
      <div className="grid gap-4 sm:grid-cols-2">
        {(['goods', 'works'] as const).map((kind) => {
          const copy = kind === 'goods' ? 'start.goods' : 'start.work';
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

function DraftList({ title, rows, path }: { title: string; rows: readonly DraftRow[]; path: string }) {
  const { t } = useTranslation('release');
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-medium text-ink">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-muted text-sm">{t('start.noDrafts')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => {
            const name = row.title || t('start.untitled');
            return (
              <li key={row.id}>
                <LocalizedLink
                  href={`${path}?id=${row.id}`}
                  className="flex items-center gap-3 rounded-2xl bg-surface p-2 ring-1 ring-line hover:ring-accent"
                  aria-label={t('start.continue', { title: name })}
                >
                  <img src={row.coverUrl} alt="" className="size-12 rounded-xl object-cover" />
                  <span className="min-w-0 truncate text-ink">{name}</span>
                </LocalizedLink>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

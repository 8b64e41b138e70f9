import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/ui/localized-link.js';

type DraftRow = { id: string; title: string; coverUrl: string };

/** A seller's drafts of one kind, each a link back into its form. */
export function DraftList({ title, rows, path }: { title: string; rows: readonly DraftRow[]; path: string }) {
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

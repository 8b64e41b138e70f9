import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';

export type ReviewRow = { label: string; value: ReactNode; step: number };

/** The review step: every answer with a button back to the step where it is edited. */
export function ReviewList({ rows, onEdit }: { rows: readonly ReviewRow[]; onEdit: (step: number) => void }) {
  const { t } = useTranslation('verification');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted text-sm">{t('form.reviewText')}</p>
      <dl className="divide-y divide-line rounded-2xl ring-1 ring-line">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap items-start gap-x-6 gap-y-2 p-4 sm:flex-nowrap">
            <dt className="w-40 shrink-0 text-muted text-sm">{row.label}</dt>
            <dd className="min-w-0 flex-1 break-words text-ink">{row.value}</dd>
            <dd className="shrink-0">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onEdit(row.step)}
                aria-label={t('form.editField', { field: row.label })}
              >
                {t('form.edit')}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

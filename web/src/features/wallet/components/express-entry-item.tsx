import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import type { ExpressEntriesQuery } from '../../../graphql/generated/graphql';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { useMutationSubmit } from '../../../lib/forms/use-mutation-submit.js';
import { DeleteExpressEntryMutation } from '../api/delete-express-entry.js';

export type ExpressEntry = ExpressEntriesQuery['expressEntriesConnection']['edges'][number]['node'];

/** One rule: its regions and thresholds; delete after confirmation. */
export function ExpressEntryItem({ entry }: { entry: ExpressEntry }) {
  const { t } = useTranslation(['wallet', 'common']);
  const { locale } = usePageContext();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [remove] = useMutation(DeleteExpressEntryMutation);
  const removing = useMutationSubmit({
    mutate: async () =>
      (
        await remove({
          variables: { id: entry.id },
          // Dropping the entry from the cache removes it from the loaded pages (lists skip dangling references).
          update: (cache, result) => {
            if (!result.data?.deleteExpressEntry.ok) return;
            cache.evict({ id: cache.identify({ __typename: 'ExpressEntry', id: entry.id }) });
            cache.gc();
          },
        })
      ).data?.deleteExpressEntry,
    showError: setError,
    result: (payload) => payload?.ok,
    successText: t('noPostage.deleted'),
  });
  const conditions = [
    entry.minCount != null ? t('noPostage.minCount', { count: entry.minCount }) : null,
    entry.minAmount
      ? t('noPostage.minAmount', { amount: formatMoney(entry.minAmount.amount, locale) })
      : null,
  ].filter((text): text is string => text !== null);

  async function confirmDelete() {
    setError(null);
    await removing.submit(undefined);
  }

  return (
    <li className="flex flex-col gap-4 rounded-3xl bg-surface p-6 ring-1 ring-line">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-ink text-lg">{entry.name}</h2>
          <p className="mt-1 text-muted text-sm">
            {conditions.join(` ${t('noPostage.either')} `)} ·{' '}
            {t('noPostage.createdOn', { date: formatDate(entry.createdAt, locale) })}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
          {t('noPostage.delete')}
        </Button>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t('noPostage.form.regions')}>
        {entry.regions.map((region) => (
          <li key={region.code} className="rounded-full px-2.5 py-0.5 text-ink text-xs ring-1 ring-line">
            {region.name}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        title={t('noPostage.deleteTitle')}
        description={t('noPostage.deleteText', { name: entry.name })}
        confirmLabel={t('noPostage.delete')}
        cancelLabel={t('common:ui.cancel')}
        tone="danger"
        pending={removing.pending}
        error={error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setError(null);
          setConfirming(false);
        }}
      />
    </li>
  );
}

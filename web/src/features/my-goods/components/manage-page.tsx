import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { Button, buttonClassName } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { MyItemCountsQuery, MyItemsQuery } from '../api/selling.js';
import { canTakeOffSale, MANAGE_PAGE_SIZE, type ManageTab } from '../lib.js';
import { type ManagedRow, ManageRow } from './manage-row.js';
import { ManageTabs } from './manage-tabs.js';
import { useItemMoves } from './use-item-moves.js';

/** Where a new item of each kind starts: the release form (drafts are listed on `/release-goods`). */
const RELEASE_PATHS = { goods: '/release-goods/form', opus: '/release-opus' } as const;

/**
 * `/my/goods` and `/my/opus` (decision 0027 §1): the seller's own items by status with counts, bulk taking
 * off sale, and each row's moves; a failed move shows on its row.
 */
export function ManagePage({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation('my');
  const noun = kind === 'OPUS' ? 'opus' : 'goods';
  const [tab, setTab] = useState<ManageTab>('ALL');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<ManagedRow | null>(null);
  const status = tab === 'ALL' ? undefined : tab;
  const list = useQuery(MyItemsQuery, {
    variables: { kind, status, first: MANAGE_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const counts = useQuery(MyItemCountsQuery, { variables: { kind }, fetchPolicy: 'cache-and-network' });
  const moves = useItemMoves(kind);
  const items = list.data?.myItems;
  const rows = items?.edges.map((edge) => edge.node) ?? [];
  const selectable = rows.filter((row) => canTakeOffSale(row.status));
  const chosen = selectable.filter((row) => selected.has(row.id)).map((row) => row.id);

  function select(id: string, on: boolean) {
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function takeOff(ids: string[]) {
    await moves.takeOffSale(ids);
    setSelected((old) => new Set([...old].filter((id) => !ids.includes(id))));
  }

  const content = (
    <ConnectionList
      connection={items}
      query={list}
      failedTitle={t('selling.loadFailed')}
      empty={
        <EmptyState
          title={t(`selling.empty.${tab === 'ALL' ? noun : 'tab'}.title`)}
          text={t(`selling.empty.${tab === 'ALL' ? noun : 'tab'}.text`)}
        />
      }
      more={{ label: t('selling.loadMore') }}
    >
      {() => (
        <>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <label className="flex items-center gap-2 text-muted">
              <input
                type="checkbox"
                checked={selectable.length > 0 && chosen.length === selectable.length}
                disabled={selectable.length === 0}
                onChange={(event) =>
                  setSelected(new Set(event.target.checked ? selectable.map((row) => row.id) : []))
                }
                className="size-4 accent-[var(--color-accent)]"
              />
              {t('selling.selectAll')}
            </label>
            <Button
              size="sm"
              variant="secondary"
              disabled={chosen.length === 0}
              loading={chosen.length > 0 && chosen.every((id) => moves.busy.has(id))}
              onClick={() => void takeOff(chosen)}
            >
              {t('selling.bulkTakeOffSale', { count: chosen.length })}
            </Button>
          </div>
          <ul className="flex flex-col gap-3">
            {rows.map((row) => (
              <ManageRow
                key={row.id}
                item={row}
                selected={selected.has(row.id)}
                onSelect={(on) => select(row.id, on)}
                error={moves.errors.get(row.id) ?? null}
                busy={moves.busy.has(row.id)}
                onRelease={() => void moves.release(row.id)}
                onTakeOffSale={() => void takeOff([row.id])}
                onDelete={() => setDeleting(row)}
              />
            ))}
          </ul>
        </>
      )}
    </ConnectionList>
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-semibold text-2xl text-ink">{t(`selling.title.${noun}`)}</h1>
          <p className="mt-2 text-muted">{t(`selling.lead.${noun}`)}</p>
        </div>
        <LocalizedLink href={RELEASE_PATHS[noun]} className={buttonClassName()}>
          {t(`selling.releaseNew.${noun}`)}
        </LocalizedLink>
      </header>
      <ManageTabs
        value={tab}
        onChange={(next) => {
          setTab(next);
          setSelected(new Set());
        }}
        counts={counts.data?.myItemCounts ?? null}
        busy={list.loading}
      >
        {content}
      </ManageTabs>
      <ConfirmDialog
        open={deleting !== null}
        title={t('selling.deleteTitle')}
        description={t('selling.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('selling.delete')}
        cancelLabel={t('selling.cancel')}
        tone="danger"
        onConfirm={() => {
          if (deleting) void moves.remove(deleting.id);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Button, buttonClassName } from '../../../components/ui/button.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import { Price } from '../../../components/ui/price.js';
import type { MyItemsQuery } from '../../../graphql/generated/graphql';
import { canTakeOffSale, editPath, isWithdrawn } from '../lib.js';
import { LotStatus } from './lot-status.js';
import { SecondChanceButton } from './second-chance-button.js';

export type ManagedRow = MyItemsQuery['myItems']['edges'][number]['node'];

type Props = {
  item: ManagedRow;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** The last move of this row that failed, in the request's language. */
  error: string | null;
  /** A move of this row is running. */
  busy: boolean;
  onRelease: () => void;
  onTakeOffSale: () => void;
  onDelete: () => void;
};

const STATUS_TONES: Record<string, string> = {
  ON_SALE: 'bg-accent/15 text-accent',
  UNDER_REVIEW: 'bg-white/10 text-ink',
  REJECTED: 'bg-danger/15 text-danger',
};

/** One of the seller's items: what it is, where it stands, and the moves its status allows. */
export function ManageRow({
  item,
  selected,
  onSelect,
  error,
  busy,
  onRelease,
  onTakeOffSale,
  onDelete,
}: Props) {
  const { t } = useTranslation('my');
  const { locale } = usePageContext();
  const titleId = `managed-${item.id}`;
  return (
    <li
      aria-labelledby={titleId}
      data-testid="managed-item"
      className="flex flex-col gap-3 rounded-2xl bg-surface p-4 ring-1 ring-line sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <input
          type="checkbox"
          checked={selected}
          disabled={!canTakeOffSale(item.status)}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('selling.select', { title: item.title })}
          className="size-4 shrink-0 accent-[var(--color-accent)] disabled:opacity-30"
        />
        <img
          src={item.cover.url}
          width={item.cover.width}
          height={item.cover.height}
          alt=""
          loading="lazy"
          className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-line"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={titleId} className="truncate font-medium text-ink">
            {item.title}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted text-sm">
            <Price money={item.price} locale={locale} className="text-ink" />
            {item.saleType === 'AUCTION' ? null : <span>{t('selling.stock', { count: item.stock })}</span>}
            <span
              className={`rounded-full px-2 py-0.5 text-xs ${STATUS_TONES[item.status] ?? 'bg-white/5 text-muted'}`}
            >
              {t(`selling.status.${item.status}`)}
            </span>
          </p>
          {item.auction ? <LotStatus auction={item.auction} /> : null}
          {item.status === 'REJECTED' && item.rejectReason ? (
            <p className="text-sm">
              <span className="text-muted">{t('selling.rejectReason')}: </span>
              <span className="text-ink">{item.rejectReason}</span>
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="text-danger text-sm">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {item.secondChance ? <SecondChanceButton goodsId={item.id} title={item.title} /> : null}
        {isWithdrawn(item.status) ? (
          <Button size="sm" loading={busy} onClick={onRelease}>
            {t('selling.release')}
          </Button>
        ) : null}
        {canTakeOffSale(item.status) ? (
          <Button size="sm" variant="secondary" loading={busy} onClick={onTakeOffSale}>
            {t('selling.takeOffSale')}
          </Button>
        ) : null}
        {isWithdrawn(item.status) ? (
          <LocalizedLink
            href={editPath(item.kind, item.id, item.saleType)}
            className={buttonClassName('secondary', 'sm')}
          >
            {t('selling.edit')}
          </LocalizedLink>
        ) : null}
        {isWithdrawn(item.status) ? (
          <Button size="sm" variant="danger" disabled={busy} onClick={onDelete}>
            {t('selling.delete')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';

/** "Edition n/N left", "Unique work" or "Sold out" for a card. */
export function EditionLabel({ size, left }: { size: number; left: number }) {
  const t = useFixedT('opus');
  if (left === 0) return <span className="text-danger">{t('card.soldOut')}</span>;
  if (size === 1) return <span>{t('card.unique')}</span>;
  return <span className="tabular-nums">{t('card.editionsLeft', { left, size })}</span>;
}

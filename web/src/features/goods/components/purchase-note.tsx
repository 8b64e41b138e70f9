import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
/**
 * Checkout and bidding are not built yet. Rather than buttons that lead nowhere, say so plainly;
 * real buy/bid buttons replace this note when those flows exist.
 */
export function PurchaseNote({ auction }: { auction: boolean }) {
  const t = useFixedT('goods');
  return (
    <div role="note" className="rounded-2xl border border-accent/30 bg-accent/5 p-5">
      <p className="flex items-center gap-2 font-medium text-accent-strong">
        <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-accent" />
        {t('details.purchase.title')}
      </p>
      <p className="mt-2 text-muted text-sm leading-6">
        {auction ? t('details.purchase.bidText') : t('details.purchase.text')}
      </p>
    </div>
  );
}

import { observer } from 'mobx-react-lite';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { useStores } from '../../stores/use-stores.js';

/** Offers a reload once a newer build is announced; the user decides when (no forced reload mid-task). */
export const UpdateBanner = observer(function UpdateBanner() {
  const t = useFixedT('common');
  const { build } = useStores().ui;
  if (!build.updateAvailable) return null;
  return (
    <div
      role="status"
      className="z-overlay fixed bottom-5 left-1/2 flex -translate-x-1/2 items-center gap-4 rounded-full border border-line bg-surface-2 px-5 py-2.5 shadow-2xl shadow-black/60"
    >
      <span>{t('update.available')}</span>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="rounded-full bg-ink px-3 py-1 font-medium text-black hover:bg-accent-strong"
      >
        {t('update.reload')}
      </button>
    </div>
  );
});

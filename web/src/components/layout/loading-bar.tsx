import { observer } from 'mobx-react-lite';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { useStores } from '../../stores/use-stores.js';

/** Thin bar at the very top, above every overlay; driven by LoadingBarStore. */
export const LoadingBar = observer(function LoadingBar() {
  const t = useFixedT('common');
  const { loadingBar } = useStores().ui;
  if (!loadingBar.visible) return null;
  const tone = loadingBar.state === 'error' ? 'bg-danger' : 'bg-accent';
  const motion = loadingBar.state === 'starting' ? 'loading-bar-starting' : 'loading-bar-finishing';
  return (
    <div
      className="z-overlay-top pointer-events-none fixed inset-x-0 top-0 h-0.5"
      role="progressbar"
      aria-label={t('loading')}
      aria-busy={loadingBar.state === 'starting'}
      data-state={loadingBar.state}
    >
      <div className={`h-full w-full ${tone} ${motion} shadow-[0_0_8px_var(--color-accent)]`} />
    </div>
  );
});

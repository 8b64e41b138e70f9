import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { useStores } from '../../../stores/use-stores.js';

/** Copies the page address for sharing and confirms with a self-hiding message. */
export function CopyLinkButton() {
  const t = useFixedT('goods');
  const { messages } = useStores().ui;

  async function copy() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      messages.show({ type: 'success', text: t('details.share.copied') });
    } catch {
      messages.show({ type: 'error', text: t('details.share.failed') });
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      className="rounded-full px-3 py-1.5 text-sm text-subtle ring-1 ring-line transition hover:text-ink hover:ring-ink/30"
    >
      {t('details.share.copy')}
    </button>
  );
}

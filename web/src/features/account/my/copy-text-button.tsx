import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { useStores } from '../../../stores/use-stores.js';

/** Copies `text` and confirms with a self-hiding message (or says to copy by hand). */
export function CopyTextButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('my');
  const { messages } = useStores().ui;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      messages.show({ type: 'success', text: t('overview.copied') });
    } catch {
      messages.show({ type: 'error', text: t('overview.copyFailed') });
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()}>
      {label}
    </Button>
  );
}

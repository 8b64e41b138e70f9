import { observer } from 'mobx-react-lite';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import type { MessageType } from '../../stores/message-store.js';
import { useStores } from '../../stores/use-stores.js';

const TONE: Record<MessageType, string> = {
  info: 'border-line',
  success: 'border-success/50',
  warning: 'border-warning/50',
  error: 'border-danger/60',
  loading: 'border-accent/50',
};

const ICON: Record<MessageType, string> = { info: 'i', success: '✓', warning: '!', error: '×', loading: '' };

/** Messages stacked at the top centre, below the sticky header (never over its links); each one can be closed. */
export const MessageStack = observer(function MessageStack() {
  const t = useFixedT('common');
  const { messages } = useStores().ui;
  return (
    <section
      aria-label={t('message.region')}
      aria-live="polite"
      className="z-overlay pointer-events-none fixed inset-x-0 top-[calc(var(--header-height)+0.75rem)] flex flex-col items-center gap-2 px-4"
    >
      {messages.messages.map((message) => (
        <div
          key={message.id}
          role={message.type === 'error' ? 'alert' : 'status'}
          data-type={message.type}
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl border bg-surface-2/95 px-4 py-2.5 shadow-2xl shadow-black/60 backdrop-blur ${TONE[message.type]}`}
        >
          {message.type === 'loading' ? (
            <span
              aria-hidden="true"
              className="size-3.5 animate-spin rounded-full border-2 border-accent border-t-transparent"
            />
          ) : (
            <span aria-hidden="true" className="grid size-5 place-items-center rounded-full bg-line text-xs">
              {ICON[message.type]}
            </span>
          )}
          <span className="min-w-0 flex-1">{message.text}</span>
          <button
            type="button"
            onClick={() => messages.close(message.id)}
            aria-label={t('message.close')}
            className="-mr-1 grid size-6 place-items-center rounded-full text-muted hover:bg-line hover:text-ink"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
});

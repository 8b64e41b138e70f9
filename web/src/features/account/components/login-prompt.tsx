import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../stores/use-stores.js';
import { LoginWithPlatformButton } from './login-with-platform-button.js';

/**
 * Spec §4 "opens the login prompt": a modal `<dialog>` (the browser supplies the top layer, focus trap and
 * Escape) opened by the session store after a 506/507 or when a guarded page needs a login.
 */
export const LoginPrompt = observer(function LoginPrompt() {
  const { session } = useStores();
  const { t } = useTranslation('account');
  const dialog = useRef<HTMLDialogElement>(null);
  const prompt = session.loginPrompt;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (prompt && !element.open) element.showModal();
    if (!prompt && element.open) element.close();
  }, [prompt]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="login-prompt-title"
      // `close` is dispatched as a later task: when a guard reopens the prompt right after it was closed
      // (Back into /my just after "Not now"), the stale event must not close the new prompt.
      onClose={() => {
        if (!dialog.current?.open) session.closeLoginPrompt();
      }}
      className="m-auto w-[min(92vw,420px)] rounded-2xl border border-line bg-surface p-8 text-ink shadow-2xl backdrop:bg-black/70"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id="login-prompt-title" className="text-xl font-semibold">
          {t('prompt.title')}
        </h2>
        <button
          type="button"
          aria-label={t('prompt.close')}
          onClick={() => session.closeLoginPrompt()}
          className="grid size-8 place-items-center rounded-full text-muted hover:text-ink"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className="mt-3 text-muted">
        {t(prompt?.reason === 'expired' ? 'prompt.expired' : 'prompt.required')}
      </p>
      <LoginWithPlatformButton returnTo={prompt?.returnTo ?? null} className="mt-6" />
      <button
        type="button"
        onClick={() => session.closeLoginPrompt()}
        className="mt-4 w-full rounded-full px-4 py-2 text-sm text-muted hover:text-ink"
      >
        {t('prompt.dismiss')}
      </button>
    </dialog>
  );
});

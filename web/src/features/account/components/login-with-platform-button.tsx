import { useTranslation } from 'react-i18next';
import { useStartLogin } from '../lib/use-start-login.js';

type Props = { returnTo?: string | null; className?: string };

/** The one way to log in: hands over to the messaging platform's QR login page. */
export function LoginWithPlatformButton({ returnTo, className = '' }: Props) {
  const { t } = useTranslation('account');
  const { start, pending, failed } = useStartLogin();
  return (
    <div className={className}>
      {/* The platform's green with black text: white on it is 2.4:1, black 8.8:1 (WCAG AA needs 4.5). */}
      <button
        type="button"
        onClick={() => void start(returnTo)}
        disabled={pending}
        aria-busy={pending}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-[#07c160] px-6 py-3 font-semibold text-black transition hover:bg-[#06ad56] disabled:cursor-wait disabled:opacity-70"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ✓
        </span>
        {pending ? t('login.opening') : t('login.continue')}
      </button>
      <p className="mt-3 text-center text-sm text-muted">{t('login.hint')}</p>
      {failed ? (
        <p role="alert" className="mt-2 text-center text-sm text-danger">
          {t('login.startFailed')}
        </p>
      ) : null}
    </div>
  );
}

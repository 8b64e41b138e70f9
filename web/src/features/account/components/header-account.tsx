import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import { useHydrated } from '../../../lib/hooks/use-hydrated.js';
import { useStores } from '../../../stores/use-stores.js';
import { useLoginHref } from '../lib/use-login-href.js';
import { Avatar } from './avatar.js';

const MENU = [
  { href: '/my', key: 'centre' },
  { href: '/my/msg', key: 'messages' },
  { href: '/my/account', key: 'settings' },
  { href: '/my/logout', key: 'logout' },
] as const;

/**
 * "Log in" for visitors, the avatar menu for a logged-in user. The server renders the visitor version; the
 * stored user appears after hydration, so the first client render matches the HTML.
 */
export const HeaderAccount = observer(function HeaderAccount() {
  const { t } = useTranslation(['account', 'common']);
  const { session } = useStores();
  const hydrated = useHydrated();
  const loginHref = useLoginHref();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const user = hydrated ? session.userInfo : null;
  if (!user) {
    return (
      <a
        href={loginHref}
        className="rounded-full border border-line bg-ink px-4 py-1.5 font-medium text-black transition hover:bg-accent-strong"
      >
        {t('common:login')}
      </a>
    );
  }
  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-full border border-line py-1 pl-1 pr-3 hover:border-muted"
      >
        <Avatar url={user.avatarUrl} name={user.nickname} />
        {/* The name is the nickname people see (WCAG 2.5.3, label in name), then what the button opens; on
            narrow screens the nickname is hidden visually but still named. */}
        <span className="sr-only max-w-32 truncate text-sm md:not-sr-only" data-testid="header-nickname">
          {user.nickname}
        </span>
        <span className="sr-only">{t('account:menu.label')}</span>
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 top-full z-[2000] mt-2 w-48 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-2xl"
        >
          {MENU.map((item) => (
            <LocalizedLink
              key={item.key}
              role="menuitem"
              href={item.href}
              onClick={() => setOpen(false)}
              className="block px-4 py-2 text-sm text-ink hover:bg-surface-2"
            >
              {t(`account:menu.${item.key}`)}
            </LocalizedLink>
          ))}
        </div>
      ) : null}
    </div>
  );
});

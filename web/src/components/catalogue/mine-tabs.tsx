import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { ItemKind } from '../../graphql/generated/graphql';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { useHydrated } from '../../lib/hooks/use-hydrated.js';
import type { MineParam } from '../../lib/navigation/mine-lists.js';
import { useStores } from '../../stores/use-stores.js';

const OPTIONS: Array<MineParam | 'all'> = ['all', 'likes', 'collects'];

type Props = {
  kind: ItemKind;
  current: MineParam | undefined;
  hrefFor: (mine: MineParam | undefined) => string;
};

/**
 * "All goods (works) / My likes / My collects" as links. Only for a logged-in user, after hydration (the page's
 * HTML is the same for everyone); a visitor who opens a `?mine=` link sees the login panel instead.
 */
export const MineTabs = observer(function MineTabs({ kind, current, hrefFor }: Props) {
  const t = useFixedT('reactions');
  const { session } = useStores();
  const hydrated = useHydrated();
  if (!hydrated || !session.loggedIn) return null;
  return (
    <nav aria-label={t('mine.label')} className="flex shrink-0 rounded-full bg-surface p-1 ring-1 ring-line">
      {OPTIONS.map((option) => {
        const active = (current ?? 'all') === option;
        return (
          <a
            key={option}
            href={hrefFor(option === 'all' ? undefined : option)}
            aria-current={active ? 'page' : undefined}
            className={`whitespace-nowrap rounded-full px-3 py-1.5 text-sm transition sm:px-4 ${
              active ? 'bg-ink font-medium text-black' : 'text-muted hover:text-ink'
            }`}
          >
            {option === 'all' ? t(`mine.all.${kind}`) : t(`mine.${option}`)}
          </a>
        );
      })}
    </nav>
  );
});

/** A visitor on a `?mine=` list: log in, then come back to this list. */
export const MineLoginPanel = observer(function MineLoginPanel({
  children,
  kind,
  mine,
}: {
  children: ReactNode;
  kind: ItemKind;
  mine: MineParam | undefined;
}) {
  const t = useFixedT('reactions');
  const { session } = useStores();
  const hydrated = useHydrated();
  if (!mine || !hydrated || session.loggedIn) return <>{children}</>;
  return (
    <div
      role="status"
      className="mx-auto flex max-w-md flex-col items-center rounded-3xl bg-surface px-8 py-14 text-center ring-1 ring-line"
    >
      <h2 className="font-semibold text-ink text-lg">{t(`mine.loginTitle.${kind}`)}</h2>
      <p className="mt-2 text-muted text-sm leading-6">{t('mine.loginText')}</p>
      <button
        type="button"
        onClick={() => session.openLoginPrompt('required', window.location.pathname + window.location.search)}
        className="mt-6 inline-flex h-10 items-center rounded-full bg-ink px-5 font-medium text-black text-sm transition hover:bg-accent-strong"
      >
        {t('mine.login')}
      </button>
    </div>
  );
});

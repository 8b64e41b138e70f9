import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { LocalizedLink } from './localized-link.js';

export type ComingSoonArea =
  | 'opus'
  | 'cocreate'
  | 'crowdfunding'
  | 'news'
  | 'activity'
  | 'mechanism'
  | 'creator'
  | 'digitalAssets'
  | 'login'
  | 'my';

/** An honest placeholder for an area that is not built yet: what it will be, and where to go meanwhile. */
export function ComingSoon({ area }: { area: ComingSoonArea }) {
  const { t } = useTranslation(['areas', 'common']);
  const title = t(`areas:${area}.title`);
  return (
    <section className="relative flex flex-1 items-center overflow-hidden">
      <Config title={`${title} · Nextland`} description={t(`areas:${area}.text`)} />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-40 -top-40 size-[620px] rounded-full bg-[radial-gradient(circle,rgba(214,185,129,0.14),transparent_65%)]"
      />
      <div className="page-container section-y relative">
        <span className="inline-flex items-center gap-2 rounded-full border border-accent/40 px-3 py-1 text-xs uppercase tracking-[0.2em] text-accent">
          <span className="size-1.5 rounded-full bg-accent" aria-hidden="true" />
          {t('common:comingSoon.badge')}
        </span>
        <h1 className="display-xl mt-6 max-w-4xl font-semibold">{title}</h1>
        <p className="lead mt-6 max-w-2xl text-muted">{t(`areas:${area}.text`)}</p>
        <div className="mt-10 flex flex-wrap gap-3">
          <LocalizedLink
            href="/goods"
            className="rounded-full bg-ink px-5 py-2.5 font-medium text-black transition hover:bg-accent-strong"
          >
            {t('common:comingSoon.browseGoods')}
          </LocalizedLink>
          <LocalizedLink
            href="/"
            className="rounded-full border border-line px-5 py-2.5 font-medium text-ink transition hover:border-muted"
          >
            {t('common:comingSoon.backHome')}
          </LocalizedLink>
        </div>
      </div>
    </section>
  );
}

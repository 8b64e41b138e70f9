import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/ui/localized-link.js';

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <section className="relative isolate overflow-hidden border-b border-line bg-primary">
      <HeroBackdrop />
      <div className="page-container relative grid min-h-[min(78vh,860px)] items-center py-20">
        <div className="max-w-[min(100%,1000px)]">
          <p className="inline-flex items-center gap-3 text-xs font-medium uppercase tracking-[0.3em] text-accent">
            <span className="h-px w-10 bg-accent" aria-hidden="true" />
            {t('hero.eyebrow')}
          </p>
          <h1 className="display-xl mt-7 font-semibold text-balance">{t('hero.heading')}</h1>
          <p className="lead mt-7 max-w-2xl text-muted">{t('hero.text')}</p>
          <div className="mt-11 flex flex-wrap gap-3">
            <LocalizedLink
              href="/goods"
              className="rounded-full bg-ink px-7 py-3 text-[0.95rem] font-semibold text-black transition hover:bg-accent-strong"
            >
              {t('hero.primary')}
            </LocalizedLink>
            <LocalizedLink
              href="/creator"
              className="rounded-full border border-line px-7 py-3 text-[0.95rem] font-medium text-ink transition hover:border-muted"
            >
              {t('hero.secondary')}
            </LocalizedLink>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Pure CSS art (no image request): a soft champagne glow, a fine grid and framed "artwork" planes. */
function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(rgba(255,255,255,0.035)_1px,transparent_1px),linear-gradient(90deg,rgba(255,255,255,0.035)_1px,transparent_1px)] bg-[size:calc(96*var(--dpx))_calc(96*var(--dpx))] [mask-image:radial-gradient(ellipse_at_70%_40%,black,transparent_75%)]" />
      <div className="absolute -right-[10%] top-[-20%] size-[max(520px,calc(1100*var(--dpx)))] rounded-full bg-[radial-gradient(circle,rgba(214,185,129,0.22),transparent_62%)]" />
      <div className="absolute right-[8%] top-1/2 hidden -translate-y-1/2 lg:block">
        <div className="relative h-[calc(520*var(--dpx))] w-[calc(420*var(--dpx))]">
          <div className="absolute inset-0 rotate-[-6deg] rounded-2xl border border-line bg-gradient-to-br from-surface-2 to-primary shadow-2xl shadow-black" />
          <div className="absolute inset-[8%] rotate-[4deg] rounded-xl border border-accent/30 bg-[conic-gradient(from_210deg_at_60%_40%,#1c1c21,#3a3226,#0b0b0d,#2a2a31,#1c1c21)] shadow-2xl shadow-black" />
          <div className="absolute -bottom-[6%] -left-[18%] h-[38%] w-[52%] rotate-[-2deg] rounded-xl border border-line bg-[radial-gradient(circle_at_30%_30%,#e8cf9c33,transparent_60%),#141417] shadow-2xl shadow-black" />
        </div>
      </div>
    </div>
  );
}

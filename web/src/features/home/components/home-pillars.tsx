import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../components/ui/localized-link.js';

const PILLARS = [
  { key: 'goods', path: '/goods', index: '01' },
  { key: 'opus', path: '/opus', index: '02' },
  { key: 'cocreate', path: '/cocreate', index: '03' },
  { key: 'activity', path: '/activity', index: '04' },
] as const;

/** The product's main areas, each linking to its page. */
export function HomePillars() {
  const { t } = useTranslation('home');
  return (
    <section className="page-container section-y">
      <h2 className="display-lg max-w-3xl font-semibold">{t('pillars.heading')}</h2>
      <ul className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-2 xl:grid-cols-4">
        {PILLARS.map((pillar) => (
          <li key={pillar.key} className="bg-canvas">
            <LocalizedLink
              href={pillar.path}
              className="group flex h-full flex-col gap-4 p-8 transition-colors hover:bg-surface"
            >
              <span className="font-mono text-xs text-accent">{pillar.index}</span>
              <span className="text-xl font-semibold">{t(`pillars.${pillar.key}.title`)}</span>
              <span className="text-muted">{t(`pillars.${pillar.key}.text`)}</span>
              <span
                aria-hidden="true"
                className="mt-auto pt-6 text-lg text-subtle transition group-hover:translate-x-1 group-hover:text-accent"
              >
                →
              </span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

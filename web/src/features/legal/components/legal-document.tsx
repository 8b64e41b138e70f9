import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';

type Section = { heading: string; text: string };

/** The terms of service or the privacy policy, linked from registration's consent (locales/<lang>/legal.json). */
export function LegalDocument({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation('legal');
  const title = t(`${document}.title`);
  const sections = t(`${document}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className="page-container section-y max-w-3xl">
      <Config title={`${title} · Nextland`} description={t(`${document}.intro`)} />
      <h1 className="font-semibold text-3xl text-ink">{title}</h1>
      <p className="mt-2 text-subtle text-sm">{t('updated')}</p>
      <p className="mt-6 text-muted leading-7">{t(`${document}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="font-semibold text-ink text-lg">{section.heading}</h2>
          <p className="mt-2 text-muted leading-7">{section.text}</p>
        </section>
      ))}
    </article>
  );
}

// https://vike.dev/error-page
import { useTranslation } from 'react-i18next';
import { Config } from 'vike-react/Config';
import { usePageContext } from 'vike-react/usePageContext';
import { LocalizedLink } from '../../components/ui/localized-link.js';
import { describeError } from '../../lib/errors/describe-error.js';

/**
 * Spec §8: 404 → 'Page Not Found' (+ 'Page Not Found: {path}' for a failed route check or 'Page not found: {path}'
 * for no route), anything else → 'Internal Server Error'. That is the English wording; every locale shows its
 * own (issue 9: the Chinese 404 page is in Chinese), title and message included. A 503 (an upstream down or
 * slow, see load-page-query.ts) says the page is temporarily unavailable and offers to load it again.
 */
export function Page() {
  const { t } = useTranslation('errors');
  const pageContext = usePageContext();
  const error = describeError(pageContext);
  const copy = error.kind;
  const title = t(`${copy}.title`);
  const message = error.detail
    ? t(`notFound.${error.detail.key}`, { path: error.detail.path })
    : error.message;
  return (
    <section className="page-container section-y flex flex-1 flex-col items-start justify-center">
      <Config title={`${title} · Nextland`} />
      <p className="font-mono text-sm tracking-[0.08em] text-accent">
        {error.status} · <span data-testid="error-title">{title}</span>
      </p>
      <h1 className="display-lg mt-5 max-w-3xl font-semibold">{t(`${copy}.heading`)}</h1>
      <p className="lead mt-4 max-w-2xl text-muted">{t(`${copy}.text`)}</p>
      {message ? (
        <p
          data-testid="error-message"
          className="mt-6 max-w-full break-all rounded-lg border border-line bg-surface px-4 py-3 font-mono text-xs text-muted"
        >
          {message}
        </p>
      ) : null}
      <div className="mt-10 flex flex-wrap gap-3">
        {error.kind === 'unavailable' ? (
          // A full load of the same address (rel="external": not Vike's client routing), so the server
          // fetches the page's data again and answers with the page's real status.
          <a
            href={pageContext.urlOriginal}
            rel="external"
            data-testid="error-retry"
            className="rounded-full bg-accent px-5 py-2.5 font-medium text-black hover:bg-accent-strong"
          >
            {t('retry')}
          </a>
        ) : null}
        <LocalizedLink
          href="/"
          className="rounded-full bg-ink px-5 py-2.5 font-medium text-black hover:bg-accent-strong"
        >
          {t('backHome')}
        </LocalizedLink>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { isWebLink } from '../lib/safe-link.js';

/** One submitted portfolio link: a live link for http(s), inert text with a warning for anything else. */
export function PortfolioLink({ href }: { href: string }) {
  const { t } = useTranslation('verification');
  if (!isWebLink(href)) {
    return (
      <span className="break-all text-ink">
        <span className="font-mono">{href}</span>{' '}
        <span className="text-danger text-sm">{t('review.data.unsafeLink')}</span>
      </span>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all text-accent hover:underline"
    >
      {href}
    </a>
  );
}

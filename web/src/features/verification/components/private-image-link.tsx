import { useTranslation } from 'react-i18next';

/**
 * A thumbnail of an uploaded (possibly private) image that opens full size in a new tab. Private paths
 * (`/files/private/…`) load with the reviewer's own session cookie, so they work in an `<img>` as is.
 */
export function PrivateImageLink({ src, label }: { src: string; label: string }) {
  const { t } = useTranslation('verification');
  return (
    <a
      href={src}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('review.openImage', { label })}
      className="block overflow-hidden rounded-lg ring-1 ring-line transition hover:ring-accent"
    >
      <img src={src} alt={label} loading="lazy" className="h-20 w-32 bg-surface-2 object-cover" />
    </a>
  );
}

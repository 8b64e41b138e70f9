import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { MEDIA_ENUM, MEDIA_PARAMS, type MediaParam } from '../lib/opus-filters';

export type MediaTypeTabsProps = {
  current: MediaParam | undefined;
  hrefFor: (media: MediaParam | undefined) => string;
};

/** Segmented links: they work before hydration and each state has a shareable URL. Scrolls on phones. */
export function MediaTypeTabs({ current, hrefFor }: MediaTypeTabsProps) {
  const t = useFixedT('opus');
  const options: Array<MediaParam | undefined> = [undefined, ...MEDIA_PARAMS];
  return (
    <nav aria-label={t('filters.mediaType')} className="-mx-1 overflow-x-auto px-1 py-1">
      <ul className="flex w-max gap-2">
        {options.map((media) => {
          const active = current === media;
          return (
            <li key={media ?? 'all'}>
              <a
                href={hrefFor(media)}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex h-9 items-center rounded-full px-4 text-sm whitespace-nowrap ring-1 transition ${
                  active
                    ? 'bg-ink font-medium text-black ring-ink'
                    : 'text-muted ring-line hover:text-ink hover:ring-ink/30'
                }`}
              >
                {media ? t(`mediaTypes.${MEDIA_ENUM[media]}`) : t('filters.all')}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { MyLibraryQuery } from '../../../graphql/generated/graphql';
import { localizePath } from '../../../lib/i18n/localize-path.js';
import { BUYING_PATHS } from '../../../lib/navigation/buying-paths.js';

type Item = MyLibraryQuery['myLibrary']['edges'][number]['node'];

/** BCP 47 tags of nextland's content languages, for `lang` on text in another language than the page's. */
const HTML_LANG = { ZH_CN: 'zh-CN', EN: 'en', ZH_TW: 'zh-TW' } as const;

/** One owned work: cover, title in the reader's language (or marked as the original), creator, when. */
export function LibraryCard({ item, acquired }: { item: Item; acquired: string }) {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  const { work } = item;
  const lang = HTML_LANG[work.lang];
  return (
    <li data-testid="library-item" className="overflow-hidden rounded-2xl bg-surface ring-1 ring-line">
      <a href={localizePath(BUYING_PATHS.OPUS.item(work.id), locale)} className="group block">
        <img
          src={work.cover.url}
          alt=""
          width={work.cover.width}
          height={work.cover.height}
          loading="lazy"
          className="aspect-square w-full bg-surface-2 object-cover transition group-hover:opacity-90"
        />
        <div className="flex flex-col gap-1 p-3">
          <span
            lang={lang.toLowerCase() === locale.toLowerCase() ? undefined : lang}
            className="line-clamp-2 break-words font-medium text-ink group-hover:underline"
          >
            {work.title}
          </span>
          <span className="truncate text-muted text-sm">
            {t('library.by', { seller: work.seller.nickname })}
          </span>
          <span className="text-subtle text-xs">{acquired}</span>
        </div>
      </a>
    </li>
  );
}

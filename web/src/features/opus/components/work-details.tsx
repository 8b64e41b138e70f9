import type { ReactNode } from 'react';
import { Config } from 'vike-react/Config';
import { CatalogueGallery } from '../../../components/catalogue/catalogue-gallery.js';
import { useItemSlots } from '../../../components/catalogue/item-slots.js';
import { textLang as langOf } from '../../../components/content-language/content-language.js';
import { LanguageNote } from '../../../components/content-language/language-note.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { usePageQuery } from '../../../lib/page-data/use-page-query.js';
import { metaDescription } from '../../../lib/seo/meta-description.js';
import { OpusDetailsQuery } from '../api/opus-details';
import { useOpusLocale } from '../lib/use-opus-locale';
import { WorkBuyBox } from './work-buy-box';
import { WorkSeller } from './work-seller';

/** What the page puts in the buy box for a work on sale: the cart feature's buttons (features stay apart). */
export type WorkPurchaseSlot = (work: { id: string; title: string }) => ReactNode;

/** The /opus/details page body; the data comes with the page (`+data`, SSR). */
type Props = {
  id: string;
  purchase?: WorkPurchaseSlot;
  /** The reviews of this work (the review feature's, composed by the page). */
  reviews?: ReactNode;
};

export function WorkDetails({ id, purchase, reviews }: Props) {
  const t = useFixedT('opus');
  const { locale, language, href } = useOpusLocale();
  const slots = useItemSlots();
  const { data } = usePageQuery(OpusDetailsQuery, { id });
  const work = data?.work;
  if (!work) return null;
  // Text in another language than the page's is marked as such (screen readers switch voice).
  const textLang = langOf(work.lang, language);

  return (
    <article className="page-container pt-6 pb-20 sm:pt-10">
      <div className="mx-auto max-w-[1480px]">
        <Config
          title={`${work.title}${t('details.titleSuffix')}`}
          description={metaDescription(work.description) || t('list.description')}
        />
        <nav aria-label={t('details.breadcrumb')} className="text-sm">
          <ol className="flex flex-wrap items-center gap-2 text-subtle">
            <li>
              <a href={href('/opus')} className="transition hover:text-ink">
                {t('details.back')}
              </a>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <a
                href={href(`/opus?media=${mediaParam(work.mediaType)}`)}
                className="transition hover:text-ink"
              >
                {t(`mediaTypes.${work.mediaType}`)}
              </a>
            </li>
          </ol>
        </nav>

        <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-start xl:gap-16">
          <CatalogueGallery namespace="opus" title={work.title} images={work.images} />
          <div className="flex min-w-0 flex-1 flex-col gap-6 lg:sticky lg:top-24">
            <header className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2 text-[11px]">
                <span className="rounded-full px-2.5 py-1 text-ink ring-1 ring-line">
                  {t(`mediaTypes.${work.mediaType}`)}
                </span>
                <span className="rounded-full px-2.5 py-1 text-ink ring-1 ring-line">
                  {work.licence.name}
                </span>
                {work.category ? (
                  <span className="rounded-full px-2.5 py-1 text-muted ring-1 ring-line">
                    {work.category.name}
                  </span>
                ) : null}
              </div>
              <h1 lang={textLang} className="display-lg break-words font-semibold text-balance">
                {work.title}
              </h1>
              <LanguageNote
                lang={work.lang}
                originalLang={work.originalLang}
                translated={work.translated}
                pageLanguage={language}
                by="creator"
              />
            </header>
            {slots.reactions?.(
              {
                kind: 'OPUS',
                id: work.id,
                title: work.title,
                likeCount: work.likeCount,
                collectCount: work.collectCount,
              },
              'details',
            )}
            <WorkBuyBox work={work} locale={locale} purchase={purchase?.(work)} />
            <WorkSeller seller={work.seller} />
          </div>
        </div>

        <section aria-labelledby="work-description-heading" className="mt-14 border-line border-t pt-10">
          <h2 id="work-description-heading" className="font-semibold text-ink text-xl">
            {t('details.description')}
          </h2>
          <p lang={textLang} className="mt-4 max-w-3xl whitespace-pre-line text-muted leading-7">
            {work.description}
          </p>
        </section>
        {reviews ? <div className="mt-14 border-line border-t pt-10">{reviews}</div> : null}
      </div>
    </article>
  );
}

function mediaParam(mediaType: string): string {
  return mediaType === 'MODEL_3D' ? '3d' : mediaType.toLowerCase();
}

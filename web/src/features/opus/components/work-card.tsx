import { useItemSlots } from '../../../components/catalogue/item-slots.js';
import { htmlLang } from '../../../components/content-language/content-language.js';
import { OriginalLanguageLabel } from '../../../components/content-language/language-note.js';
import { Price } from '../../../components/ui/price.js';
import { graphql } from '../../../graphql/generated';
import type { WorkCardFieldsFragment } from '../../../graphql/generated/graphql';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { opusDetailsPath, useOpusLocale } from '../lib/use-opus-locale';
import { EditionLabel } from './edition-label';

// Collected by codegen (no fragment masking): the component reads the generated fragment type.
graphql(`
  fragment WorkCardFields on Work {
    id
    title
    lang
    translated
    mediaType
    licence {
      code
      name
    }
    editionSize
    editionsLeft
    status
    price {
      amount
      currency
    }
    cover {
      url
      width
      height
      alt
    }
    seller {
      id
      nickname
    }
    likeCount
    collectCount
  }
`);

export type WorkCardProps = {
  work: WorkCardFieldsFragment;
  /** Above the fold: load the cover at once instead of lazily. */
  priority?: boolean;
};

const badgeClass = 'rounded-full px-2.5 py-1 font-medium text-[11px] backdrop-blur';

/**
 * A work tile: the whole card is one link (stretched title link); the page's slots add the like, collect and
 * "Add to cart" buttons above it, each its own tab stop.
 */
export function WorkCard({ work, priority = false }: WorkCardProps) {
  const t = useFixedT('opus');
  const slots = useItemSlots();
  const { locale, language, href } = useOpusLocale();
  const soldOut = work.status === 'SOLD_OUT' || work.editionsLeft === 0;
  const inOriginal = !work.translated && work.lang !== language;

  return (
    <article
      data-work-id={work.id}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-line transition duration-300 hover:-translate-y-0.5 hover:ring-ink/25"
    >
      <div className="relative aspect-[3/4] overflow-hidden bg-surface-2">
        <img
          src={work.cover.url}
          alt={work.cover.alt || work.title}
          width={work.cover.width}
          height={work.cover.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <span data-testid="media-type" className={`${badgeClass} bg-black/70 text-ink ring-1 ring-ink/20`}>
            {t(`mediaTypes.${work.mediaType}`)}
          </span>
          {soldOut ? (
            <span className={`${badgeClass} bg-black/75 text-ink ring-1 ring-ink/20`}>
              {t('card.soldOut')}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 min-h-[2.5rem] font-medium text-ink text-sm leading-5">
          <a
            href={href(opusDetailsPath(work.id))}
            lang={inOriginal ? htmlLang(work.lang) : undefined}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {work.title}
          </a>
        </h3>
        {inOriginal ? <OriginalLanguageLabel lang={work.lang} /> : null}
        <p className="flex flex-col gap-y-1 text-muted text-xs sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2">
          <span>{work.licence.name}</span>
          <span aria-hidden="true" className="hidden text-subtle sm:inline">
            ·
          </span>
          <EditionLabel size={work.editionSize} left={work.editionsLeft} />
        </p>
        {/* A long price keeps its line and the button moves below it on narrow cards. */}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-ink text-lg">
            <Price money={work.price} locale={locale} />
          </p>
          {soldOut || work.status !== 'ON_SALE'
            ? null
            : slots.addToCart?.({ kind: 'OPUS', id: work.id, title: work.title })}
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 border-line border-t pt-3">
          <p className="min-w-0 truncate text-muted text-xs">
            {work.seller.nickname || t('card.unknownSeller')}
          </p>
          {slots.reactions?.(
            {
              kind: 'OPUS',
              id: work.id,
              title: work.title,
              likeCount: work.likeCount,
              collectCount: work.collectCount,
            },
            'card',
          )}
        </div>
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import type { ContentLanguage, ItemKind } from '../../graphql/generated/graphql';
import { htmlLang, usePageLanguage } from '../content-language/content-language.js';
import { OriginalLanguageLabel } from '../content-language/language-note.js';
import { useItemSlots } from './item-slots.js';

/** What the frame reads of a goods or work card's fields. */
export type CardFrameItem = {
  id: string;
  title: string;
  lang: ContentLanguage;
  translated: boolean;
  cover: { url: string; width: number; height: number; alt: string };
  likeCount: number;
  collectCount: number;
};

/** A kind's card: which kind the slots are told, and its touches on the shared frame (whole Tailwind class names, so the build finds them). */
export type CardFrameKind = {
  kind: ItemKind;
  /** The cover's background while the image loads. */
  cover: string;
  /** The body's column (its gap). */
  body: string;
  /** The rule above the seller line. */
  footer: string;
};

export type CatalogueCardFrameProps = {
  frame: CardFrameKind;
  item: CardFrameItem;
  /** The details page, locale-prefixed. */
  href: string;
  /** Above the fold: load the cover at once instead of lazily. */
  priority: boolean;
  /** Over the cover's top left corner: "auction", "sold out", the media type. */
  badges: ReactNode;
  /** Between the title and the seller: the kind's details and its price row (CardPriceRow). */
  children: ReactNode;
  seller: ReactNode;
  /** Attributes the e2e specs find a card by (`data-work-id`). */
  dataAttributes?: Record<`data-${string}`, string>;
};

/**
 * A catalogue tile: the whole card is one link (stretched title link); the page's slots add the like and collect
 * buttons above it (and CardPriceRow the "Add to cart" one), each its own tab stop.
 */
export function CatalogueCardFrame({
  frame,
  item,
  href,
  priority,
  badges,
  children,
  seller,
  dataAttributes,
}: CatalogueCardFrameProps) {
  const slots = useItemSlots();
  const pageLanguage = usePageLanguage();
  const { kind, ...look } = frame;
  // A title in another language than the page's (no translation into it) says so, and which language.
  const inOriginal = !item.translated && item.lang !== pageLanguage;
  return (
    <article
      {...dataAttributes}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-line transition duration-300 hover:-translate-y-0.5 hover:ring-ink/25"
    >
      <div className={`relative aspect-[3/4] overflow-hidden ${look.cover}`}>
        <img
          src={item.cover.url}
          alt={item.cover.alt || item.title}
          width={item.cover.width}
          height={item.cover.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">{badges}</div>
      </div>
      <div className={`flex flex-1 flex-col p-4 ${look.body}`}>
        <h3 className="line-clamp-2 min-h-[2.5rem] font-medium text-ink text-sm leading-5">
          <a
            href={href}
            lang={inOriginal ? htmlLang(item.lang) : undefined}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {item.title}
          </a>
        </h3>
        {inOriginal ? <OriginalLanguageLabel lang={item.lang} /> : null}
        {children}
        <div className={`mt-auto flex items-center justify-between gap-2 border-t pt-3 ${look.footer}`}>
          {seller}
          {slots.reactions?.(
            {
              kind,
              id: item.id,
              title: item.title,
              likeCount: item.likeCount,
              collectCount: item.collectCount,
            },
            'card',
          )}
        </div>
      </div>
    </article>
  );
}

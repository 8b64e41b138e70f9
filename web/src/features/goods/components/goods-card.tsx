import { useItemSlots } from '../../../components/catalogue/item-slots.js';
import { htmlLang, usePageLanguage } from '../../../components/content-language/content-language.js';
import { OriginalLanguageLabel } from '../../../components/content-language/language-note.js';
import { Price } from '../../../components/ui/price.js';
import { graphql } from '../../../graphql/generated';
import type { GoodsCardFieldsFragment } from '../../../graphql/generated/graphql';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { goodsDetailsPath, useGoodsLocale } from '../lib/use-goods-locale';
import { AuctionTimeLeft } from './auction-time-left';
import { SellerAvatar } from './seller-avatar';

// Collected by codegen (no fragment masking): the component reads the generated fragment type.
graphql(`
  fragment GoodsCardFields on Goods {
    id
    title
    lang
    translated
    saleType
    status
    stock
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
    auction {
      currentPrice {
        amount
        currency
      }
      bidCount
      startsAt
      endsAt
      status
    }
    seller {
      id
      nickname
      avatar {
        url
        width
        height
        alt
      }
    }
    likeCount
    collectCount
  }
`);

export type GoodsCardProps = {
  goods: GoodsCardFieldsFragment;
  /** Above the fold: load the cover at once instead of lazily. */
  priority?: boolean;
};

/**
 * A goods tile: the whole card is one link (stretched title link); the page's slots add the like, collect and
 * "Add to cart" buttons above it, each its own tab stop.
 */
export function GoodsCard({ goods, priority = false }: GoodsCardProps) {
  const t = useFixedT('goods');
  const slots = useItemSlots();
  const { locale, href } = useGoodsLocale();
  const pageLanguage = usePageLanguage();
  const auction = goods.saleType === 'AUCTION' ? goods.auction : null;
  const price = auction ? auction.currentPrice : goods.price;
  const soldOut = goods.status === 'SOLD_OUT';
  // Auctions are bid on, not put in a cart; sold-out goods say so on the cover.
  const buyable = goods.saleType === 'FIXED_PRICE' && goods.status === 'ON_SALE' && goods.stock > 0;
  // A title in another language than the page's (no translation into it) says so, and which language.
  const inOriginal = !goods.translated && goods.lang !== pageLanguage;

  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-surface ring-1 ring-line transition duration-300 hover:-translate-y-0.5 hover:bg-surface hover:ring-ink/25">
      <div className="relative aspect-[3/4] overflow-hidden bg-surface">
        <img
          src={goods.cover.url}
          alt={goods.cover.alt || goods.title}
          width={goods.cover.width}
          height={goods.cover.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        <div className="absolute top-3 left-3 flex gap-2">
          {auction ? (
            <span className="rounded-full bg-accent px-2.5 py-1 font-semibold text-[11px] text-black uppercase tracking-wide">
              {t('card.auction')}
            </span>
          ) : null}
          {soldOut ? (
            <span className="rounded-full bg-black/75 px-2.5 py-1 font-medium text-[11px] text-ink ring-1 ring-ink/20 backdrop-blur">
              {t('card.soldOut')}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="line-clamp-2 min-h-[2.5rem] font-medium text-ink text-sm leading-5">
          <a
            href={href(goodsDetailsPath(goods.id))}
            lang={inOriginal ? htmlLang(goods.lang) : undefined}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {goods.title}
          </a>
        </h3>
        {inOriginal ? <OriginalLanguageLabel lang={goods.lang} /> : null}
        <div className="flex flex-col gap-1">
          {auction ? (
            <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-[11px] text-subtle leading-4">
              <span>{t('card.currentBid')}</span>
              <AuctionTimeLeft startsAt={auction.startsAt} endsAt={auction.endsAt} />
            </p>
          ) : null}
          {/* A long price keeps its line and the button moves below it on narrow cards. */}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold text-ink text-lg">
              <Price money={price} locale={locale} />
            </p>
            {buyable ? slots.addToCart?.({ kind: 'GOODS', id: goods.id, title: goods.title }) : null}
          </div>
        </div>
        <div className="mt-auto flex items-center justify-between gap-2 border-white/5 border-t pt-3">
          <div className="flex min-w-0 items-center gap-2">
            <SellerAvatar seller={goods.seller} size={24} />
            <span className="truncate text-muted text-xs">
              {goods.seller?.nickname ?? t('card.unknownSeller')}
            </span>
          </div>
          {slots.reactions?.(
            {
              kind: 'GOODS',
              id: goods.id,
              title: goods.title,
              likeCount: goods.likeCount,
              collectCount: goods.collectCount,
            },
            'card',
          )}
        </div>
      </div>
    </article>
  );
}

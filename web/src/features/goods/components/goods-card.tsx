import { CardPriceRow } from '../../../components/catalogue/card-price-row.js';
import { CatalogueCardFrame } from '../../../components/catalogue/catalogue-card-frame.js';
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

const frame = { kind: 'GOODS', cover: 'bg-surface', body: 'gap-3', footer: 'border-white/5' } as const;

/** A goods tile in the catalogue's card frame: sale type and stock on the cover, an auction's bid and end. */
export function GoodsCard({ goods, priority = false }: GoodsCardProps) {
  const t = useFixedT('goods');
  const { locale, href } = useGoodsLocale();
  const auction = goods.saleType === 'AUCTION' ? goods.auction : null;
  const price = auction ? auction.currentPrice : goods.price;
  const soldOut = goods.status === 'SOLD_OUT';
  // Auctions are bid on, not put in a cart; sold-out goods say so on the cover.
  const buyable = goods.saleType === 'FIXED_PRICE' && goods.status === 'ON_SALE' && goods.stock > 0;

  return (
    <CatalogueCardFrame
      frame={frame}
      item={goods}
      href={href(goodsDetailsPath(goods.id))}
      priority={priority}
      badges={
        <>
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
        </>
      }
      seller={
        <div className="flex min-w-0 items-center gap-2">
          <SellerAvatar seller={goods.seller} size={24} />
          <span className="truncate text-muted text-xs">
            {goods.seller?.nickname ?? t('card.unknownSeller')}
          </span>
        </div>
      }
    >
      <div className="flex flex-col gap-1">
        {auction ? (
          <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-[11px] text-subtle leading-4">
            <span>{t('card.currentBid')}</span>
            <AuctionTimeLeft startsAt={auction.startsAt} endsAt={auction.endsAt} />
          </p>
        ) : null}
        <CardPriceRow
          price={<Price money={price} locale={locale} />}
          cartItem={buyable ? { kind: 'GOODS', id: goods.id, title: goods.title } : null}
        />
      </div>
    </CatalogueCardFrame>
  );
}

import type { ReactNode } from 'react';
import { Config } from 'vike-react/Config';
import { CatalogueGallery } from '../../../components/catalogue/catalogue-gallery.js';
import { useItemSlots } from '../../../components/catalogue/item-slots.js';
import { textLang, usePageLanguage } from '../../../components/content-language/content-language.js';
import { LanguageNote } from '../../../components/content-language/language-note.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { usePageQuery } from '../../../lib/page-data/use-page-query.js';
import { GoodsDetailsQuery } from '../api/goods-details';
import { metaDescription } from '../lib/meta-description';
import { useGoodsLocale } from '../lib/use-goods-locale';
import { AuctionPanel } from './auction-panel';
import { CopyLinkButton } from './copy-link-button';
import { FixedPricePanel } from './fixed-price-panel';
import { GoodsDescription } from './goods-description';
import { PurchaseNote } from './purchase-note';
import { SellerCard } from './seller-card';

/** What the page's buying controls need to know of fixed-price goods. */
export type PurchasableGoods = { id: string; title: string; status: string; stock: number };

type Props = {
  id: string;
  /** The buying controls of fixed-price goods (the cart feature's, composed by the page); else a note. */
  purchase?: (goods: PurchasableGoods) => ReactNode;
  /** The reviews of these goods (the review feature's, composed by the page). */
  reviews?: ReactNode;
  /**
   * An auction's live panel and bidding (the auction feature's, composed by the page), given the static panel
   * to show until it has loaded; without it the static panel and a note stand alone.
   */
  auctionPanel?: (goods: { id: string; title: string }, staticPanel: ReactNode) => ReactNode;
};

/** The /goods/details page body; the data comes with the page (`+data`, SSR). */
export function GoodsDetails({ id, purchase, reviews, auctionPanel }: Props) {
  const t = useFixedT('goods');
  const slots = useItemSlots();
  const { locale, href } = useGoodsLocale();
  const { data } = usePageQuery(GoodsDetailsQuery, { id });
  const pageLanguage = usePageLanguage();
  const goods = data?.goods;
  if (!goods) return null;
  // Text in another language than the page's is marked as such (screen readers switch voice).
  const lang = textLang(goods.lang, pageLanguage);
  const auction = goods.saleType === 'AUCTION' ? goods.auction : null;
  const statusKey = goods.status === 'SOLD_OUT' ? 'soldOut' : goods.status === 'OFF_SALE' ? 'offSale' : null;

  return (
    <article className="page-container pt-6 pb-20 sm:pt-10">
      <div className="mx-auto max-w-[1480px]">
        <Config
          title={`${goods.title}${t('details.titleSuffix')}`}
          description={metaDescription(goods.description) || t('list.description')}
        />
        <nav aria-label={t('details.breadcrumb')} className="text-sm">
          <ol className="flex flex-wrap items-center gap-2 text-subtle">
            <li>
              <a href={href('/goods')} className="transition hover:text-ink">
                {t('details.back')}
              </a>
            </li>
            {goods.category ? (
              <>
                <li aria-hidden="true">/</li>
                <li>
                  <a
                    href={href(`/goods?category=${goods.category.id}`)}
                    className="transition hover:text-ink"
                  >
                    {goods.category.name}
                  </a>
                </li>
              </>
            ) : null}
          </ol>
        </nav>

        <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-start xl:gap-16">
          <CatalogueGallery namespace="goods" title={goods.title} images={goods.images} />
          <div className="flex min-w-0 flex-1 flex-col gap-6 lg:sticky lg:top-24">
            <header>
              <div className="flex flex-wrap items-center gap-2">
                {auction ? (
                  <span className="rounded-full bg-accent px-2.5 py-1 font-semibold text-[11px] text-black uppercase tracking-wide">
                    {t('card.auction')}
                  </span>
                ) : null}
                {statusKey ? (
                  <span className="rounded-full px-2.5 py-1 text-[11px] text-danger ring-1 ring-danger/40">
                    {t(`details.${statusKey}`)}
                  </span>
                ) : null}
              </div>
              <h1 lang={lang} className="display-lg mt-3 break-words font-semibold text-balance">
                {goods.title}
              </h1>
              <div className="mt-3 empty:hidden">
                <LanguageNote
                  lang={goods.lang}
                  originalLang={goods.originalLang}
                  translated={goods.translated}
                  pageLanguage={pageLanguage}
                  by="seller"
                />
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-4 text-sm text-subtle tabular-nums">
                {auction ? null : <span>{t('details.sales', { count: goods.salesCount })}</span>}
                <CopyLinkButton />
              </div>
            </header>
            {slots.reactions?.(
              {
                kind: 'GOODS',
                id: goods.id,
                title: goods.title,
                likeCount: goods.likeCount,
                collectCount: goods.collectCount,
              },
              'details',
            )}
            {auction ? (
              auctionPanel ? (
                auctionPanel(goods, <AuctionPanel auction={auction} />)
              ) : (
                <AuctionPanel auction={auction} />
              )
            ) : (
              <FixedPricePanel price={goods.price} stock={goods.stock} locale={locale} />
            )}
            {auction && auctionPanel ? null : auction || !purchase ? (
              <PurchaseNote auction={Boolean(auction)} />
            ) : (
              purchase(goods)
            )}
            {goods.seller ? <SellerCard seller={goods.seller} /> : null}
          </div>
        </div>

        <div className="mt-14 border-line border-t pt-10">
          <GoodsDescription text={goods.description} lang={lang} />
        </div>
        {reviews ? <div className="mt-14 border-line border-t pt-10">{reviews}</div> : null}
      </div>
    </article>
  );
}

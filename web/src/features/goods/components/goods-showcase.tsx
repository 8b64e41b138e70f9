import type { GoodsCardFieldsFragment } from '../../../graphql/generated/graphql';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';
import { usePageQuery } from '../../../lib/page-data/use-page-query.js';
import { HomeGoodsShowcaseQuery } from '../api/home-goods-showcase';
import { pickEndingSoon } from '../lib/pick-ending-soon';
import { useGoodsLocale } from '../lib/use-goods-locale';
import { GoodsGrid } from './goods-grid';

const NEWEST_COUNT = 8;
const ENDING_SOON_COUNT = 4;

type ShelfProps = {
  id: string;
  title: string;
  text: string;
  linkLabel: string;
  linkHref: string;
  records: GoodsCardFieldsFragment[];
  loading: boolean;
  skeletons: number;
};

function Shelf({ id, title, text, linkLabel, linkHref, records, loading, skeletons }: ShelfProps) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={id} className="display-lg font-semibold">
            {title}
          </h2>
          <p className="mt-2 text-muted">{text}</p>
        </div>
        <a
          href={linkHref}
          className="rounded-full border border-line px-5 py-2 font-medium text-ink text-sm transition hover:border-muted"
        >
          {linkLabel}
        </a>
      </div>
      <GoodsGrid records={records} skeletons={loading ? skeletons : 0} eagerCount={0} />
    </section>
  );
}

/**
 * Home page showcase: newest fixed-price goods and auctions ending soon. The home page's `+data` loads
 * `HomeGoodsShowcaseQuery` as its page query, so this renders on the server and hydrates with no request; on
 * a failure it renders nothing rather than break the home page.
 */
export function GoodsShowcase() {
  const t = useFixedT('goods');
  const { href } = useGoodsLocale();
  const { data, loading, error } = usePageQuery(HomeGoodsShowcaseQuery);
  if (error && !data) return null;
  const newest = data?.newest.records.slice(0, NEWEST_COUNT) ?? [];
  const endingSoon = pickEndingSoon(data?.auctions.records ?? [], ENDING_SOON_COUNT);
  const waiting = loading && !data;
  return (
    <div className="page-container section-y flex flex-col gap-20">
      <Shelf
        id="showcase-newest"
        title={t('showcase.newest')}
        text={t('showcase.newestText')}
        linkLabel={t('showcase.viewAll')}
        linkHref={href('/goods')}
        records={newest}
        loading={waiting}
        skeletons={NEWEST_COUNT}
      />
      {waiting || endingSoon.length > 0 ? (
        <Shelf
          id="showcase-ending-soon"
          title={t('showcase.endingSoon')}
          text={t('showcase.endingSoonText')}
          linkLabel={t('showcase.viewAuctions')}
          linkHref={href('/goods?saleType=auction')}
          records={endingSoon}
          loading={waiting}
          skeletons={ENDING_SOON_COUNT}
        />
      ) : null}
    </div>
  );
}

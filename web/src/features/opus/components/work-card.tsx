import { CardPriceRow } from '../../../components/catalogue/card-price-row.js';
import { CatalogueCardFrame } from '../../../components/catalogue/catalogue-card-frame.js';
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
const frame = { kind: 'OPUS', cover: 'bg-surface-2', body: 'gap-2', footer: 'border-line' } as const;

/** A work tile in the catalogue's card frame: media type on the cover, licence and editions under the title. */
export function WorkCard({ work, priority = false }: WorkCardProps) {
  const t = useFixedT('opus');
  const { locale, href } = useOpusLocale();
  const soldOut = work.status === 'SOLD_OUT' || work.editionsLeft === 0;

  return (
    <CatalogueCardFrame
      frame={frame}
      item={work}
      href={href(opusDetailsPath(work.id))}
      priority={priority}
      dataAttributes={{ 'data-work-id': work.id }}
      badges={
        <>
          <span data-testid="media-type" className={`${badgeClass} bg-black/70 text-ink ring-1 ring-ink/20`}>
            {t(`mediaTypes.${work.mediaType}`)}
          </span>
          {soldOut ? (
            <span className={`${badgeClass} bg-black/75 text-ink ring-1 ring-ink/20`}>
              {t('card.soldOut')}
            </span>
          ) : null}
        </>
      }
      seller={
        <p className="min-w-0 truncate text-muted text-xs">
          {work.seller.nickname || t('card.unknownSeller')}
        </p>
      }
    >
      <p className="flex flex-col gap-y-1 text-muted text-xs sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2">
        <span>{work.licence.name}</span>
        <span aria-hidden="true" className="hidden text-subtle sm:inline">
          ·
        </span>
        <EditionLabel size={work.editionSize} left={work.editionsLeft} />
      </p>
      <CardPriceRow
        price={<Price money={work.price} locale={locale} />}
        cartItem={
          soldOut || work.status !== 'ON_SALE' ? null : { kind: 'OPUS', id: work.id, title: work.title }
        }
      />
    </CatalogueCardFrame>
  );
}

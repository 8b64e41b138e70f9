import type { CatalogueCards } from '../../../components/catalogue/catalogue-cards.js';
import type { WorkCardFieldsFragment } from '../../../graphql/generated/graphql';
import { OPUS_PAGE_SIZE } from '../lib/opus-filters';
import { WorkCard } from './work-card';
import { WorkCardSkeleton } from './work-card-skeleton';

/** Works in the catalogue kit's lists. */
export const workCards: CatalogueCards<WorkCardFieldsFragment> = {
  kind: 'OPUS',
  namespace: 'opus',
  pageSize: OPUS_PAGE_SIZE,
  renderCard: (work, priority) => <WorkCard work={work} priority={priority} />,
  skeleton: <WorkCardSkeleton />,
};

import { useCatalogueList } from '../../../components/catalogue/use-catalogue-list.js';
import type { OpusListPageQueryVariables } from '../../../graphql/generated/graphql';
import { OpusListPageQuery } from '../api/opus-list-page';

/** The works list for one set of filters. */
export function useOpusList(variables: OpusListPageQueryVariables) {
  return useCatalogueList(OpusListPageQuery, variables, {
    select: (data) => data.worksConnection,
    refetch: [OpusListPageQuery],
  });
}

import { graphql } from '../../../graphql/generated';

/** The categories a listing may be filed under, named in the page's language. */
export const ReleaseCategoriesQuery = graphql(`
  query ReleaseCategories {
    categories {
      id
      name
    }
  }
`);

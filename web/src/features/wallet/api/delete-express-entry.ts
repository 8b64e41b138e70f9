import { graphql } from '../../../graphql/generated';

export const DeleteExpressEntryMutation = graphql(`
  mutation DeleteExpressEntry($id: ID!) {
    deleteExpressEntry(id: $id) {
      ok
      userErrors {
        field
        code
        message
      }
    }
  }
`);

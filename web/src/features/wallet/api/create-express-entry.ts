import { graphql } from '../../../graphql/generated';

export const CreateExpressEntryMutation = graphql(`
  mutation CreateExpressEntry($input: CreateExpressInput!) {
    createExpressEntry(input: $input) {
      entry {
        id
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

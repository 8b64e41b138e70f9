import { graphql } from '../../../graphql/generated';

export const SetDefaultBankCardMutation = graphql(`
  mutation SetDefaultBankCard($id: ID!) {
    setDefaultBankCard(id: $id) {
      ok
      userErrors {
        field
        code
        message
      }
    }
  }
`);

import { graphql } from '../../../graphql/generated';

export const DeleteBankCardMutation = graphql(`
  mutation DeleteBankCard($id: ID!) {
    deleteBankCard(id: $id) {
      ok
      userErrors {
        field
        code
        message
      }
    }
  }
`);

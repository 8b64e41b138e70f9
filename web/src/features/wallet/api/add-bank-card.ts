import { graphql } from '../../../graphql/generated';

export const AddBankCardMutation = graphql(`
  mutation AddBankCard($input: AddBankCardInput!) {
    addBankCard(input: $input) {
      card {
        id
        last4
        maskedNumber
        holderName
        bankName
        isDefault
        createdAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

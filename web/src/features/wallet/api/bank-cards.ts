import { graphql } from '../../../graphql/generated';

/** The viewer's cards (default first) and whether they may add one (real-name verified). */
export const BankCardsQuery = graphql(`
  query BankCards {
    viewer {
      id
      realNameVerified
    }
    bankCards {
      id
      last4
      maskedNumber
      holderName
      bankName
      isDefault
      createdAt
    }
  }
`);

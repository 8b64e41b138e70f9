import { graphql } from '../../../graphql/generated';

/**
 * The viewer's cards (default first) and whether they may add one (real-name verified), or why not yet: a
 * real-name application under review.
 */
export const BankCardsQuery = graphql(`
  query BankCards {
    viewer {
      id
      realNameVerified
      realName
    }
    verificationStatus {
      realName
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

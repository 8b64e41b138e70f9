import { graphql } from '../../../graphql/generated';

/** Only whether a real-name application is pending: the overview's prompt changes while one is reviewed. */
export const RealNameReviewQuery = graphql(`
  query RealNameReview {
    verificationStatus {
      realName
    }
  }
`);

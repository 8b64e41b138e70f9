import { graphql } from '../../../graphql/generated';

/** The viewer's review state per kind, with the latest applications (for the resubmission defaults). */
export const VerificationStatusQuery = graphql(`
  query VerificationStatus {
    viewer {
      id
      type
      realNameVerified
    }
    verificationStatus {
      realName
      creator
      org
      rejectReason
      realNameApplication {
        ...ApplicationFields
      }
      creatorApplication {
        ...ApplicationFields
      }
      orgApplication {
        ...ApplicationFields
      }
    }
  }
`);

import { graphql } from '../../../graphql/generated';

/** An application as the status pages, the resubmission defaults and the review queue show it. */
export const ApplicationFieldsFragment = graphql(`
  fragment ApplicationFields on Application {
    id
    kind
    status
    rejectReason
    createdAt
    reviewedAt
    data {
      ... on RealNameApplicationData {
        name
        idNumberMasked
        idImages
      }
      ... on CreatorApplicationData {
        field
        intro
        portfolio
        idImages
      }
      ... on OrgApplicationData {
        orgName
        creditCode
        licenseImage
        contactName
        contactPhone
      }
    }
  }
`);

import type { ApolloCache } from '@apollo/client';
import type { ApplicationFieldsFragment } from '../../../graphql/generated/graphql';
import { VerificationStatusQuery } from '../api/verification-status.js';
import type { VerificationKind } from './kinds.js';

/**
 * After a successful application the status page must say "under review" at once: write the new state into
 * the cached `verificationStatus` instead of showing the old answer until a refetch returns.
 */
export function markSubmitted(
  cache: ApolloCache,
  kind: VerificationKind,
  application: ApplicationFieldsFragment | null | undefined,
) {
  if (!application) return;
  cache.updateQuery({ query: VerificationStatusQuery }, (data) => {
    if (!data) return data;
    const status = { ...data.verificationStatus, [kind]: application.status, rejectReason: null };
    if (kind === 'creator') status.creatorApplication = application;
    else status.orgApplication = application;
    return { ...data, verificationStatus: status };
  });
}

import type { ApolloCache } from '@apollo/client';
import type { ApplicationFieldsFragment } from '../../../graphql/generated/graphql';
import { VerificationStatusQuery } from '../api/verification-status.js';
import type { VerificationKind } from './kinds.js';

/** The kinds with a status in `verificationStatus`: real name too, although it has no status page of its own. */
export type SubmittedKind = 'realName' | VerificationKind;

const APPLICATION_FIELD = {
  realName: 'realNameApplication',
  creator: 'creatorApplication',
  org: 'orgApplication',
} as const satisfies Record<SubmittedKind, string>;

/**
 * After a successful application the status must say "under review" at once: write the new state into the
 * cached `verificationStatus` instead of showing the old answer until a refetch returns.
 */
export function markSubmitted(
  cache: ApolloCache,
  kind: SubmittedKind,
  application: ApplicationFieldsFragment | null | undefined,
) {
  if (!application) return;
  cache.updateQuery({ query: VerificationStatusQuery }, (data) => {
    if (!data) return data;
    const status = {
      ...data.verificationStatus,
      [kind]: application.status,
      [APPLICATION_FIELD[kind]]: application,
      rejectReason: null,
    };
    return { ...data, verificationStatus: status };
  });
}

import type { AccountType } from '../../../graphql/generated/graphql';

/** The two kinds with an application and a review: creator and organisation. */
export type VerificationKind = 'creator' | 'org';

/** Personal-centre paths (inside the `/my` router) of each kind's status page and form. */
export const KIND_PATHS: Record<VerificationKind, { status: string; form: string }> = {
  creator: { status: '/auth/creator', form: '/auth/creator/form' },
  org: { status: '/auth/org', form: '/auth/org/form' },
};

/**
 * Accounts that already have what the kind grants and cannot apply (nextland answers "already verified"):
 * officials for both, organisations for creator (they publish like creators).
 */
export function kindNotNeeded(kind: VerificationKind, type: AccountType): boolean {
  if (type === 'OFFICIAL') return true;
  return kind === 'creator' && type === 'ORGANISATION';
}

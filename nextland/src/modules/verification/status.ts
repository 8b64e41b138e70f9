// Review status of verification applications (docs/domain.md#verification), named, and the moves between
// them.
import { defineStateMachine } from '../../lib/state-machine.js';

export const ReviewStatus = {
  /** No application of the kind: never stored, the absence of a row. */
  NOT_SUBMITTED: 0,
  UNDER_REVIEW: 1,
  APPROVED: 2,
  REJECTED: 3,
} as const;
export type ReviewStatus = (typeof ReviewStatus)[keyof typeof ReviewStatus];
/** What a stored application can be in: "not submitted" is the absence of one. */
export type ApplicationStatus = Exclude<ReviewStatus, typeof ReviewStatus.NOT_SUBMITTED>;

export const APPLICATION_KINDS = ['realname', 'creator', 'org'] as const;
export type Kind = (typeof APPLICATION_KINDS)[number];

const { NOT_SUBMITTED, UNDER_REVIEW, APPROVED, REJECTED } = ReviewStatus;

/**
 * One customer's standing for one kind: submit, then an official approves or rejects; after a rejection the
 * customer may submit again (a new application). An approval is final.
 */
export const reviewMachine = defineStateMachine<ReviewStatus>({
  moves: {
    [NOT_SUBMITTED]: [UNDER_REVIEW],
    [UNDER_REVIEW]: [APPROVED, REJECTED],
    [APPROVED]: [],
    [REJECTED]: [UNDER_REVIEW],
  },
  labels: {
    [NOT_SUBMITTED]: 'status.review.notSubmitted',
    [UNDER_REVIEW]: 'status.review.underReview',
    [APPROVED]: 'status.review.approved',
    [REJECTED]: 'status.review.rejected',
  },
  // What applicants are told when they submit while an application waits, or after an approval.
  refusals: {
    [UNDER_REVIEW]: { [UNDER_REVIEW]: 'verification.pending' },
    [APPROVED]: { [UNDER_REVIEW]: 'verification.done' },
  },
});

import {
  contactName,
  creatorField,
  creatorIntro,
  creditCode,
  idCardNumber,
  orgName,
  phone,
  realName,
} from '@nextland/rules';
import { z } from 'zod';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langQuery } from '../../lib/lang-query.js';
import { pagingQuery } from '../../lib/paging.js';
import { accountTypeSchema } from '../customer/account-type.js';
import { privateImageUrl } from '../upload/validators.js';
import { reviewQueueList } from './lists.js';
import { type ApplicationStatus, APPLICATION_KINDS as KINDS, ReviewStatus } from './status.js';

export { prcIdValid } from '@nextland/rules';

export const realNameBody = z.object({
  name: realName,
  idNumber: idCardNumber,
  idImages: z
    .array(privateImageUrl)
    .length(2)
    .describe('ID card images (front, then back): identity uploads of the applicant'),
});

/**
 * A link reviewers may open: http(s) only. `javascript:` and `data:` URLs are valid URLs too, and once stored
 * they ran in the officials' review queue (issue 9 §6); the web also renders only http(s) links as links.
 */
const webLink = z
  .url({ protocol: /^https?$/, error: 'field.webLink' })
  .max(500)
  .describe('An https: or http: address');

export const creatorBody = z.object({
  field: creatorField,
  intro: creatorIntro,
  portfolio: z.array(webLink).max(10).default([]).describe('Links to works (https: or http: only)'),
  idImages: z
    .array(privateImageUrl)
    .min(1)
    .max(4)
    .describe('ID card images (front, back): identity uploads of the applicant'),
});

export const orgBody = z.object({
  orgName,
  creditCode,
  licenseImage: privateImageUrl.describe('Business licence image: an identity upload of the applicant'),
  contactName,
  contactPhone: phone,
});

export type { Kind } from './status.js';

/** Which applications the queue lists (both queue routes). */
const reviewFilters = {
  kind: z.enum(KINDS).optional().describe('Without a kind: every kind'),
  status: z
    .enum(['1', '2', '3'])
    .default('1')
    .transform((v) => Number(v) as ApplicationStatus)
    .describe('1 under review (default), 2 approved, 3 rejected'),
  lang: langQuery,
};

export const reviewPageQuery = z.object({ ...pagingQuery, ...reviewFilters });

export const reviewCursorPageQuery = z.object({
  size: pagingQuery.size,
  after: timeCursorQuery(reviewQueueList),
  ...reviewFilters,
});

export const rejectBody = z.object({ reason: z.string().trim().min(1).max(500) });

export const idParams = z.object({ id: z.string() });

const { UNDER_REVIEW, APPROVED, REJECTED } = ReviewStatus;

/** A customer's standing per kind: 0 not submitted, 1 under review, 2 approved, 3 rejected. */
const standingSchema = z
  .enum(ReviewStatus)
  .describe('0 not submitted, 1 under review, 2 approved, 3 rejected');

export const applicationDto = z
  .object({
    id: z.string(),
    kind: z.enum(KINDS),
    status: z.literal([UNDER_REVIEW, APPROVED, REJECTED]).describe('1 under review, 2 approved, 3 rejected'),
    payload: z
      .record(z.string(), z.unknown())
      .describe('What was submitted; real name: {name, idNumberMasked, idImages} (never the ID number)'),
    rejectReason: z.string().nullable(),
    createdAt: z.string(),
    reviewedAt: z.string().nullable(),
    applicant: z
      .object({
        id: z.string(),
        nickname: z.string(),
        type: accountTypeSchema,
        nicknameFlagged: z
          .boolean()
          .describe(
            'The nickname resembles the platform or its staff (official, 管理员, N3xtland…): check it',
          ),
      })
      .optional()
      .describe('In the review queue only'),
  })
  .meta({ id: 'Application' });

export const statusDto = z
  .object({
    realName: standingSchema,
    creator: standingSchema,
    org: standingSchema,
    rejectReason: z.string().nullable().describe('Reason of the latest rejection still standing'),
    realNameApplication: applicationDto
      .nullable()
      .describe('Latest real-name application (its date while under review, its reason when rejected)'),
    creatorApplication: applicationDto
      .nullable()
      .describe('Latest creator application (prefills a resubmission)'),
    orgApplication: applicationDto.nullable().describe('Latest organisation application'),
  })
  .meta({ id: 'VerificationStatus' });

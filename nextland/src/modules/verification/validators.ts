import { z } from 'zod';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langQuery } from '../../lib/lang-query.js';
import { pagingQuery } from '../../lib/paging.js';
import { accountTypeSchema } from '../customer/account-type.js';
import { privateImageUrl } from '../upload/validators.js';
import { reviewQueueList } from './review.js';
import { type ApplicationStatus, APPLICATION_KINDS as KINDS, ReviewStatus } from './status.js';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** GB 11643: 18 characters, a real birth date, and the ISO 7064 MOD 11-2 check character. */
export function prcIdValid(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const birth = `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  const date = new Date(`${birth}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birth) return false;
  if (birth < '1900-01-01' || date.getTime() > Date.now()) return false;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return CHECK[sum % 11] === id[17];
}

export const realNameBody = z.object({
  name: z.string().trim().min(2).max(32),
  idNumber: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine(prcIdValid, { error: 'field.idNumber' }),
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
  field: z.string().trim().min(1).max(50).describe('Creative field, e.g. ceramics'),
  intro: z.string().trim().min(1).max(2000),
  portfolio: z.array(webLink).max(10).default([]).describe('Links to works (https: or http: only)'),
  idImages: z
    .array(privateImageUrl)
    .min(1)
    .max(4)
    .describe('ID card images (front, back): identity uploads of the applicant'),
});

export const orgBody = z.object({
  orgName: z.string().trim().min(2).max(100),
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, { error: 'field.creditCode' })
    .describe('Unified social credit code (18 characters)'),
  licenseImage: privateImageUrl.describe('Business licence image: an identity upload of the applicant'),
  contactName: z.string().trim().min(1).max(32),
  contactPhone: z.string().regex(/^1[3-9]\d{9}$/, { error: 'field.phone' }),
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

// REST DTOs -> GraphQL parents for verification (codegen `mappers` point here); codes -> schema enums.
import type {
  ApplicationKind,
  CreatorApplicationData,
  OrgApplicationData,
  ReviewStatus,
} from '../../generated/graphql.js';
import type { ApplicationDto, ApplicationKindCode } from '../../rest/account-types.js';

export type ApplicationParent = ApplicationDto;

const reviewStatuses: readonly ReviewStatus[] = ['NOT_SUBMITTED', 'UNDER_REVIEW', 'APPROVED', 'REJECTED'];
const kinds: Record<ApplicationKindCode, ApplicationKind> = {
  realname: 'REALNAME',
  creator: 'CREATOR',
  org: 'ORG',
};

export function toReviewStatus(value: number): ReviewStatus {
  const status = reviewStatuses[value];
  if (!status) throw new Error(`Unknown review status ${value}`);
  return status;
}

/** The queue filter nextland accepts: 1 under review, 2 approved, 3 rejected (never 0). */
export function fromReviewStatus(status: ReviewStatus): 1 | 2 | 3 | undefined {
  const code = reviewStatuses.indexOf(status);
  return code >= 1 ? (code as 1 | 2 | 3) : undefined;
}

export function toApplicationKind(value: string): ApplicationKind {
  const kind = kinds[value as ApplicationKindCode];
  if (!kind) throw new Error(`Unknown application kind ${value}`);
  return kind;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

/**
 * The submitted data of a creator or organisation application. Real-name applications have none to show:
 * their payload is a masked ID number and a keyed hash, which stay in nextland.
 */
export function toApplicationData(
  application: ApplicationDto,
):
  | (CreatorApplicationData & { __typename: 'CreatorApplicationData' })
  | (OrgApplicationData & { __typename: 'OrgApplicationData' })
  | null {
  const p = application.payload;
  if (application.kind === 'creator') {
    return {
      __typename: 'CreatorApplicationData',
      field: text(p.field),
      intro: text(p.intro),
      portfolio: texts(p.portfolio),
      idImages: texts(p.idImages),
    };
  }
  if (application.kind === 'org') {
    return {
      __typename: 'OrgApplicationData',
      orgName: text(p.orgName),
      creditCode: text(p.creditCode),
      licenseImage: text(p.licenseImage),
      contactName: text(p.contactName),
      contactPhone: text(p.contactPhone),
    };
  }
  return null;
}

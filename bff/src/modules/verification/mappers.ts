// REST DTOs -> GraphQL parents for verification (codegen `mappers` point here); codes -> schema enums.
import type {
  ApplicationKind,
  CreatorApplicationData,
  OrgApplicationData,
  RealNameApplicationData,
  ReviewStatus,
} from '../../generated/graphql.js';
import type { ApplicationDto, ApplicationKindCode } from '../../rest/contract.js';

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

/** The queue's kind filter as nextland spells it; no kind lists every kind. */
export function fromApplicationKind(
  kind: ApplicationKind | null | undefined,
): ApplicationKindCode | undefined {
  if (!kind) return undefined;
  return (Object.keys(kinds) as ApplicationKindCode[]).find((code) => kinds[code] === kind);
}

export function toApplicationKind(value: string): ApplicationKind {
  const kind = kinds[value as ApplicationKindCode];
  if (!kind) throw new Error(`Unknown application kind ${value}`);
  return kind;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : []);

type Typed<T, N extends string> = T & { __typename: N };
type ApplicationDataParent =
  | Typed<RealNameApplicationData, 'RealNameApplicationData'>
  | Typed<CreatorApplicationData, 'CreatorApplicationData'>
  | Typed<OrgApplicationData, 'OrgApplicationData'>;

/**
 * The submitted data of an application. Only the schema's fields are copied: whatever else a payload holds
 * (a real-name application's keyed ID hash, should nextland ever send it) never reaches a client.
 */
export function toApplicationData(application: ApplicationDto): ApplicationDataParent | null {
  const p = application.payload;
  switch (application.kind) {
    case 'realname':
      return {
        __typename: 'RealNameApplicationData',
        name: text(p.name),
        idNumberMasked: text(p.idNumberMasked),
        idImages: texts(p.idImages),
      };
    case 'creator':
      return {
        __typename: 'CreatorApplicationData',
        field: text(p.field),
        intro: text(p.intro),
        portfolio: texts(p.portfolio),
        idImages: texts(p.idImages),
      };
    case 'org':
      return {
        __typename: 'OrgApplicationData',
        orgName: text(p.orgName),
        creditCode: text(p.creditCode),
        licenseImage: text(p.licenseImage),
        contactName: text(p.contactName),
        contactPhone: text(p.contactPhone),
      };
    default:
      return null;
  }
}

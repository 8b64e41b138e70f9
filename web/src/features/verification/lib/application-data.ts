import type { ApplicationFieldsFragment } from '../../../graphql/generated/graphql';

type Data = NonNullable<ApplicationFieldsFragment['data']>;
export type RealNameData = Extract<Data, { idNumberMasked: string }>;
export type CreatorData = Extract<Data, { field: string }>;
export type OrgData = Extract<Data, { orgName: string }>;

/** The real-name answers of an application, or null for another kind (or none). */
export function realNameData(
  application: Pick<ApplicationFieldsFragment, 'data'> | null,
): RealNameData | null {
  const data = application?.data;
  return data && 'idNumberMasked' in data ? data : null;
}

/** The creator answers of an application, or null for another kind (or none). */
export function creatorData(application: Pick<ApplicationFieldsFragment, 'data'> | null): CreatorData | null {
  const data = application?.data;
  return data && 'field' in data ? data : null;
}

export function orgData(application: Pick<ApplicationFieldsFragment, 'data'> | null): OrgData | null {
  const data = application?.data;
  return data && 'orgName' in data ? data : null;
}

// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Real-name, creator and organisation verification, and the officials' review queue.
import { badUserInput, nullIfNotFound } from '../../errors.js';
import type {
  ApplicationResolvers,
  MutationResolvers,
  QueryResolvers,
  RealNamePayloadResolvers,
  Resolvers,
} from '../../generated/graphql.js';
import { bffMessage } from '../../messages.js';
import { attempt } from '../../user-errors.js';
import { toAccountType } from '../account/mappers.js';
import { toPageQuery, toPageResult } from '../base/paging.js';
import { fromReviewStatus, toApplicationData, toApplicationKind, toReviewStatus } from './mappers.js';

const Query: QueryResolvers = {
  verificationStatus: async (_root, _args, { dataSources }) => {
    const status = await dataSources.verification.status();
    return {
      realName: toReviewStatus(status.realName),
      creator: toReviewStatus(status.creator),
      org: toReviewStatus(status.org),
      rejectReason: status.rejectReason,
      // Not in nextland's contract yet (see rest/account-types.ts): null until it sends them.
      creatorApplication: status.creatorApplication ?? null,
      orgApplication: status.orgApplication ?? null,
    };
  },
  application: (_root, { id }, { dataSources }) => nullIfNotFound(dataSources.verification.application(id)),
  reviewQueue: async (_root, { kind, status, page }, { dataSources, locale }) => {
    const statusCode = fromReviewStatus(status ?? 'UNDER_REVIEW');
    // Real-name checks are decided automatically and never queued; "not submitted" is not a queue state.
    if (kind === 'REALNAME' || statusCode === undefined) {
      const message = bffMessage(locale, 'reviewFilter');
      throw badUserInput(message, [{ field: kind === 'REALNAME' ? 'kind' : 'status', message }]);
    }
    const query = {
      ...toPageQuery(page),
      status: statusCode,
      kind: kind === 'CREATOR' ? ('creator' as const) : kind === 'ORG' ? ('org' as const) : undefined,
    };
    return toPageResult(await dataSources.review.page(query));
  },
};

const Mutation: MutationResolvers = {
  verifyRealName: async (_root, { input }, { dataSources, account }) => {
    const { userErrors } = await attempt(dataSources.verification.verifyRealName(input.name, input.idNumber));
    // The account type changed: the payload's viewer is read again.
    if (userErrors.length === 0) account.resetViewer();
    return { succeeded: userErrors.length === 0, userErrors };
  },
  applyCreator: async (_root, { input }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.verification.applyCreator(input));
    return { application: value, userErrors };
  },
  applyOrg: async (_root, { input }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.verification.applyOrg(input));
    return { application: value, userErrors };
  },
  // nextland answers null to a decision today, so `application` stays null until it returns the record.
  approveApplication: async (_root, { id }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.review.approve(id));
    return { application: value ?? null, userErrors };
  },
  rejectApplication: async (_root, { id, reason }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.review.reject(id, reason));
    return { application: value ?? null, userErrors };
  },
};

const Application: ApplicationResolvers = {
  kind: (application) => toApplicationKind(application.kind),
  status: (application) => toReviewStatus(application.status),
  data: (application) => toApplicationData(application),
  applicant: ({ applicant }) =>
    applicant
      ? { id: applicant.id, nickname: applicant.nickname, type: toAccountType(applicant.type) }
      : null,
};

const RealNamePayload: RealNamePayloadResolvers = {
  viewer: (payload, _args, { account }) => (payload.succeeded ? account.viewer() : null),
};

export const verificationResolvers: Resolvers = {
  Query,
  Mutation,
  Application,
  ApplicationData: {
    __resolveType: (data) => ('orgName' in data ? 'OrgApplicationData' : 'CreatorApplicationData'),
  },
  RealNamePayload,
};

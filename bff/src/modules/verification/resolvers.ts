// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Real-name, creator and organisation verification, and the officials' review queue.
import { badUserInput, nullIfNotFound } from '../../errors.js';
import type {
  ApplicationResolvers,
  Application as ApplicationType,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/graphql.js';
import { bffMessage } from '../../messages.js';
import { attempt } from '../../user-errors.js';
import { toAccountType } from '../base/account-type.js';
import { resolversOver } from '../base/default-fields.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import {
  type ApplicationParent,
  fromApplicationKind,
  fromReviewStatus,
  toApplicationData,
  toApplicationKind,
  toReviewStatus,
} from './mappers.js';

const Query: QueryResolvers = {
  verificationStatus: async (_root, _args, { dataSources }) => {
    const status = await dataSources.verification.status();
    return {
      realName: toReviewStatus(status.realName),
      creator: toReviewStatus(status.creator),
      org: toReviewStatus(status.org),
      rejectReason: status.rejectReason,
      realNameApplication: status.realNameApplication,
      creatorApplication: status.creatorApplication,
      orgApplication: status.orgApplication,
    };
  },
  application: (_root, { id }, { dataSources }) => nullIfNotFound(dataSources.verification.application(id)),
  reviewQueueConnection: async (_root, { kind, status, first, after }, { dataSources, locale }) => {
    const statusCode = fromReviewStatus(status ?? 'UNDER_REVIEW');
    // "Not submitted" is not a queue state.
    if (statusCode === undefined) {
      const message = bffMessage(locale, 'reviewFilter');
      throw badUserInput(message, [{ field: 'status', message }]);
    }
    const query = { ...toCursorQuery(first, after), status: statusCode, kind: fromApplicationKind(kind) };
    return toConnection(await dataSources.verificationQueue.cursorPage(query));
  },
};

const Mutation: MutationResolvers = {
  // An application under review: the account type changes only when an official approves it.
  verifyRealName: async (_root, { input }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.verification.verifyRealName(input));
    return { application: value, userErrors };
  },
  applyCreator: async (_root, { input }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.verification.applyCreator(input));
    return { application: value, userErrors };
  },
  applyOrg: async (_root, { input }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.verification.applyOrg(input));
    return { application: value, userErrors };
  },
  // nextland answers a decision with the decided application.
  approveApplication: async (_root, { id }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.verificationQueue.approve(id));
    return { application: value, userErrors };
  },
  rejectApplication: async (_root, { id, reason }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.verificationQueue.reject(id, reason));
    return { application: value, userErrors };
  },
};

const Application = resolversOver<ApplicationType, ApplicationParent, ApplicationResolvers>()({
  kind: (application) => toApplicationKind(application.kind),
  status: (application) => toReviewStatus(application.status),
  data: (application) => toApplicationData(application),
  applicant: ({ applicant }) =>
    applicant
      ? {
          id: applicant.id,
          nickname: applicant.nickname,
          type: toAccountType(applicant.type),
          nicknameFlagged: applicant.nicknameFlagged,
        }
      : null,
});

export const verificationResolvers: Resolvers = {
  Query,
  Mutation,
  Application,
  // toApplicationData names the member it built.
  ApplicationData: { __resolveType: (data) => data.__typename ?? null },
};

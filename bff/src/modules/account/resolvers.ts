// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The viewer, profile and logout. Login and registration are in login-resolvers.ts.
import { ErrorCode, hasCode } from '../../errors.js';
import type {
  CustomerResolvers,
  Customer as CustomerType,
  LoginPayloadResolvers,
  MutationResolvers,
  QueryResolvers,
  RegisterPayloadResolvers,
  Resolvers,
  UpdateProfileInput,
} from '../../generated/graphql.js';
import type { ProfileUpdateDto } from '../../rest/contract.js';
import { cookieNames } from '../../session/cookies.js';
import { attempt } from '../../user-errors.js';
import { isRealNameVerified, toAccountType } from '../base/account-type.js';
import { resolversOver } from '../base/default-fields.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import { loginMutations } from './login-resolvers.js';
import { type CustomerParent, fromGender, toGender } from './mappers.js';

/** Absent fields stay untouched; null clears the fields nextland lets you clear (avatar, bio, birthday). */
function toProfileUpdate(input: UpdateProfileInput): ProfileUpdateDto {
  const update: ProfileUpdateDto = {};
  if (input.nickname != null) update.nickname = input.nickname;
  if (input.gender != null) update.gender = fromGender(input.gender);
  if (input.avatarUrl !== undefined) update.avatarUrl = input.avatarUrl;
  if (input.bio !== undefined) update.bio = input.bio;
  if (input.birthday !== undefined) update.birthday = input.birthday;
  return update;
}

const Query: QueryResolvers = {
  viewer: (_root, _args, { account }) => account.viewer(),
};

const Mutation: MutationResolvers = {
  ...loginMutations,

  updateProfile: async (_root, { input }, { dataSources, account }) => {
    const { value, userErrors } = await attempt(dataSources.customers.update(toProfileUpdate(input)));
    if (value) account.primeViewer(value);
    return { viewer: value, userErrors };
  },

  logout: async (_root, _args, { session, cookies, account, dataSources }) => {
    try {
      // Revokes the session at nextland (refreshing first when only the refresh token is left).
      if (session.hasTokens) await dataSources.account.logout();
    } catch (error) {
      // Already expired or revoked is logged out too; anything else is reported (cookies cleared all the same).
      if (!hasCode(error, ErrorCode.unauthenticated)) throw error;
    } finally {
      session.clear();
      cookies.clear(cookieNames.registration);
      account.resetViewer();
    }
    return { ok: true };
  },

  logoutOthers: async (_root, _args, { dataSources }) => dataSources.account.logoutOthers(),
};

const Customer = resolversOver<CustomerType, CustomerParent, CustomerResolvers>()({
  userId: (customer) => customer.user_id,
  type: (customer) => toAccountType(customer.type),
  realNameVerified: (customer) => isRealNameVerified(customer.type),
  gender: (customer) => toGender(customer.gender),
  inviteesConnection: async (_customer, { first, after }, { dataSources }) =>
    toConnection(await dataSources.customers.invitees(toCursorQuery(first, after))),
  unreadMessageCount: (_customer, _args, { account }) => account.unreadCount(),
});

const LoginPayload: LoginPayloadResolvers = {
  viewer: (payload, _args, { account }) => (payload.status === 'LOGGED_IN' ? account.viewer() : null),
};

const RegisterPayload: RegisterPayloadResolvers = {
  viewer: (payload, _args, { account }) => (payload.succeeded ? account.viewer() : null),
};

export const accountResolvers: Resolvers = { Query, Mutation, Customer, LoginPayload, RegisterPayload };

// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The viewer's system messages and unread count.
import type {
  MessagePageResolvers,
  MessageResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { toPageQuery, toPageResult } from '../base/paging.js';
import { toMessageKind } from './mappers.js';

const Query: QueryResolvers = {
  messages: async (_root, { page }, { dataSources }) =>
    toPageResult(await dataSources.messages.page(toPageQuery(page))),
};

const Mutation: MutationResolvers = {
  markMessageRead: async (_root, { id }, { dataSources, account }) => {
    // nextland's read/{id} answers null, so "changed from unread to read" is the drop in the unread count.
    const before = await account.unreadCount();
    const { userErrors } = await attempt(dataSources.messages.markRead(id));
    if (userErrors.length > 0) return { updated: 0, unreadCount: before, userErrors };
    account.resetUnreadCount();
    const unreadCount = await account.unreadCount();
    return { updated: Math.min(1, Math.max(0, before - unreadCount)), unreadCount, userErrors };
  },
  markAllMessagesRead: async (_root, _args, { dataSources, account }) => {
    const { updated } = await dataSources.messages.markAllRead();
    account.resetUnreadCount();
    return { updated, unreadCount: await account.unreadCount(), userErrors: [] };
  },
};

const Message: MessageResolvers = {
  kind: (message) => toMessageKind(message.kind),
};

const MessagePage: MessagePageResolvers = {
  unreadCount: (_page, _args, { account }) => account.unreadCount(),
};

export const messageResolvers: Resolvers = { Query, Mutation, Message, MessagePage };

// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The viewer's system messages and unread count.
import type {
  MessageConnectionResolvers,
  MessageResolvers,
  Message as MessageType,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { resolversOver } from '../base/default-fields.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import { type MessageParent, toMessageKind } from './mappers.js';

const Query: QueryResolvers = {
  messagesConnection: async (_root, { first, after }, { dataSources }) =>
    toConnection(await dataSources.messages.cursorPage(toCursorQuery(first, after))),
};

const Mutation: MutationResolvers = {
  markMessageRead: async (_root, { id }, { dataSources, account }) => {
    // nextland says whether this call changed the message from unread to read (0 when it was read already).
    const { value, userErrors } = await attempt(dataSources.messages.markRead(id));
    if (!value) return { updated: 0, unreadCount: await account.unreadCount(), userErrors };
    account.resetUnreadCount();
    return { updated: value.updated, unreadCount: await account.unreadCount(), userErrors };
  },
  markAllMessagesRead: async (_root, _args, { dataSources, account }) => {
    const { updated } = await dataSources.messages.markAllRead();
    account.resetUnreadCount();
    return { updated, unreadCount: await account.unreadCount(), userErrors: [] };
  },
};

const Message = resolversOver<MessageType, MessageParent, MessageResolvers>()({
  kind: (message) => toMessageKind(message.kind),
});

// Fetched only when selected: the list alone costs nextland one call.
const MessageConnection: MessageConnectionResolvers = {
  unreadCount: (_page, _args, { account }) => account.unreadCount(),
};

export const messageResolvers: Resolvers = { Query, Mutation, Message, MessageConnection };

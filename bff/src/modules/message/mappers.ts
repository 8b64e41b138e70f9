// REST DTOs -> GraphQL parents for messages (codegen `mappers` point here).
import type { MessageKind, PageInfo } from '../../generated/graphql.js';
import type { MessageDto, MessageKindCode } from '../../rest/contract.js';

export type MessageParent = MessageDto;
/** `unreadCount` is fetched only when selected (MessagePage.unreadCount resolver). */
export type MessagePageParent = { records: MessageDto[]; pageInfo: PageInfo };

const kinds: Record<MessageKindCode, MessageKind> = {
  welcome: 'WELCOME',
  reviewApproved: 'REVIEW_APPROVED',
  reviewRejected: 'REVIEW_REJECTED',
  inviteeJoined: 'INVITEE_JOINED',
};

export function toMessageKind(value: string): MessageKind {
  const kind = kinds[value as MessageKindCode];
  if (!kind) throw new Error(`Unknown message kind ${value}`);
  return kind;
}

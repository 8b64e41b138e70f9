// REST DTOs -> GraphQL parents for messages (codegen `mappers` point here).
import type { MessageConnection, MessageKind } from '../../generated/graphql.js';
import type { MessageDto, MessageKindCode } from '../../rest/contract.js';

export type MessageParent = MessageDto;
/**
 * `unreadCount` is fetched only when selected (MessageConnection.unreadCount resolver).
 * @public Named in codegen.ts as the MessageConnection mapper.
 */
export type MessageConnectionParent = Omit<MessageConnection, 'edges' | 'unreadCount'> & {
  edges: { cursor: string; node: MessageDto }[];
};

const kinds: Record<MessageKindCode, MessageKind> = {
  welcome: 'WELCOME',
  reviewApproved: 'REVIEW_APPROVED',
  reviewRejected: 'REVIEW_REJECTED',
  reviewSuperseded: 'REVIEW_SUPERSEDED',
  inviteeJoined: 'INVITEE_JOINED',
  orderCreated: 'ORDER_CREATED',
  orderPaid: 'ORDER_PAID',
  orderShipped: 'ORDER_SHIPPED',
  orderCancelled: 'ORDER_CANCELLED',
  orderCompleted: 'ORDER_COMPLETED',
  orderRefunded: 'ORDER_REFUNDED',
  releaseApproved: 'RELEASE_APPROVED',
  releaseRejected: 'RELEASE_REJECTED',
  orderClosed: 'ORDER_CLOSED',
  afterSaleRequested: 'AFTER_SALE_REQUESTED',
  afterSaleReturnApproved: 'AFTER_SALE_RETURN_APPROVED',
  afterSaleReturnShipped: 'AFTER_SALE_RETURN_SHIPPED',
  afterSaleRefunded: 'AFTER_SALE_REFUNDED',
  afterSaleRejected: 'AFTER_SALE_REJECTED',
  afterSaleWithdrawn: 'AFTER_SALE_WITHDRAWN',
  reviewReceived: 'REVIEW_RECEIVED',
  reviewReplied: 'REVIEW_REPLIED',
  settlementPaid: 'SETTLEMENT_PAID',
  settlementNoCard: 'SETTLEMENT_NO_CARD',
  auctionOutbid: 'AUCTION_OUTBID',
  auctionWon: 'AUCTION_WON',
  auctionLost: 'AUCTION_LOST',
  auctionSold: 'AUCTION_SOLD',
  auctionUnsold: 'AUCTION_UNSOLD',
  auctionPaymentDue: 'AUCTION_PAYMENT_DUE',
  auctionSecondChance: 'AUCTION_SECOND_CHANCE',
};

export function toMessageKind(value: string): MessageKind {
  const kind = kinds[value as MessageKindCode];
  if (!kind) throw new Error(`Unknown message kind ${value}`);
  return kind;
}

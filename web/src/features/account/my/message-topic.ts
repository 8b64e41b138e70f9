import type { MessageKind } from '../../../graphql/generated/graphql';

/** The after-sales kinds (decision 0027 §3) and the order closing they lead to, labelled on /my/msg. */
const TOPICS: Partial<Record<MessageKind, 'afterSale' | 'orderClosed'>> = {
  AFTER_SALE_REQUESTED: 'afterSale',
  AFTER_SALE_RETURN_APPROVED: 'afterSale',
  AFTER_SALE_RETURN_SHIPPED: 'afterSale',
  AFTER_SALE_REFUNDED: 'afterSale',
  AFTER_SALE_REJECTED: 'afterSale',
  AFTER_SALE_WITHDRAWN: 'afterSale',
  ORDER_CLOSED: 'orderClosed',
};

/** The small label a message of this kind carries, or null for kinds that need none. */
export function messageTopic(kind: MessageKind): 'afterSale' | 'orderClosed' | null {
  return TOPICS[kind] ?? null;
}

// REST DTOs -> GraphQL for orders, payments and checkout previews. Orders are small (a few lines and events),
// so each is mapped whole; money arrives as integer fen and leaves as Money.
import type {
  CheckoutPreview,
  Order,
  OrderActor,
  OrderStatus,
  Payment,
  PaymentStatus,
} from '../../generated/graphql.js';
import type {
  CheckoutPreviewDto,
  OrderDto,
  PaymentDto,
  WorkCheckoutPreviewDto,
} from '../../rest/contract.js';
import type { OrderSide } from '../../rest/order-api.js';
import { toMoney } from '../base/money.js';

/** nextland's codes in order: 0 awaiting payment … 5 closed (decision 0019). */
const statuses: readonly OrderStatus[] = [
  'AWAITING_PAYMENT',
  'AWAITING_SHIPMENT',
  'SHIPPED',
  'COMPLETED',
  'CANCELLED',
  'CLOSED',
];

export function toOrderStatus(code: number): OrderStatus {
  const status = statuses[code];
  if (!status) throw new Error(`nextland sent an unknown order status: ${code}`);
  return status;
}

export function toStatusCode(status: OrderStatus): number {
  return statuses.indexOf(status);
}

const paymentStatuses: readonly PaymentStatus[] = ['PENDING', 'PAID', 'CANCELLED'];

function toPaymentStatus(code: number): PaymentStatus {
  const status = paymentStatuses[code];
  if (!status) throw new Error(`nextland sent an unknown payment status: ${code}`);
  return status;
}

const actors: Record<OrderDto['events'][number]['actor'], OrderActor> = {
  buyer: 'BUYER',
  seller: 'SELLER',
  system: 'SYSTEM',
};

export function toSide(role: 'BUYER' | 'SELLER' | null | undefined): OrderSide {
  return role === 'SELLER' ? 'seller' : 'buyer';
}

export function toOrder(order: OrderDto): Order {
  const { address, shipment } = order;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: toOrderStatus(order.status),
    digital: order.digital,
    seller: order.seller,
    buyer: order.buyer,
    lines: order.lines.map((line) => ({
      id: line.id,
      kind: line.itemKind === 'opus' ? 'OPUS' : 'GOODS',
      itemId: line.workId ?? line.goodsId ?? '',
      goodsId: line.goodsId,
      title: line.title,
      cover: line.cover,
      unitPrice: toMoney(line.unitPriceFen),
      quantity: line.quantity,
      itemsTotal: toMoney(line.itemsTotalFen),
      paid: toMoney(line.paidFen),
    })),
    itemsTotal: toMoney(order.itemsTotalFen),
    postage: toMoney(order.postageFen),
    total: toMoney(order.totalFen),
    address: address && {
      recipientName: address.recipientName,
      phone: address.phone,
      province: { code: address.provinceCode, name: address.provinceName },
      city: address.city,
      district: address.district,
      street: address.street,
      postcode: address.postcode,
    },
    shipment: shipment && {
      carrier: { code: shipment.carrierCode, name: shipment.carrierName },
      trackingNumber: shipment.trackingNumber,
      shippedAt: shipment.shippedAt,
    },
    paymentId: order.paymentId,
    createdAt: order.createdAt,
    payDeadline: order.payDeadline,
    paidAt: order.paidAt,
    autoConfirmAt: order.autoConfirmAt,
    completedAt: order.completedAt,
    cancelledAt: order.cancelledAt,
    events: order.events.map((event) => ({
      fromStatus: event.fromStatus === null ? null : toOrderStatus(event.fromStatus),
      toStatus: toOrderStatus(event.toStatus),
      actor: actors[event.actor],
      at: event.at,
      note: event.note,
    })),
  };
}

export function toPayment(payment: PaymentDto): Payment {
  return {
    id: payment.id,
    status: toPaymentStatus(payment.status),
    amount: toMoney(payment.amountFen),
    cashierUrl: payment.cashierUrl,
    createdAt: payment.createdAt,
    payDeadline: payment.payDeadline,
    paidAt: payment.paidAt,
    orders: payment.orders.map(toOrder),
  };
}

export function toCheckoutPreview(preview: CheckoutPreviewDto): CheckoutPreview {
  return {
    sellers: preview.sellers.map((group) => ({
      seller: group.seller,
      lines: group.lines.map((line) => ({
        kind: 'GOODS' as const,
        itemId: line.goodsId,
        goodsId: line.goodsId,
        title: line.title,
        cover: line.cover,
        unitPrice: toMoney(line.unitPriceFen),
        quantity: line.quantity,
        itemsTotal: toMoney(line.itemsTotalFen),
      })),
      itemsTotal: toMoney(group.itemsTotalFen),
      postage: toMoney(group.postageFen),
      freeShipping: group.freeShipping,
      total: toMoney(group.totalFen),
    })),
    itemsTotal: toMoney(preview.itemsTotalFen),
    postage: toMoney(preview.postageFen),
    total: toMoney(preview.totalFen),
    problems: preview.problems.map((problem) => ({ ...problem, itemId: problem.goodsId })),
  };
}

/** A checkout of works has no postage and no address: the same GraphQL shape with zero postage. */
export function toWorkCheckoutPreview(preview: WorkCheckoutPreviewDto): CheckoutPreview {
  const zero = toMoney(0);
  return {
    sellers: preview.sellers.map((group) => ({
      seller: group.seller,
      lines: group.lines.map((line) => ({
        kind: 'OPUS' as const,
        itemId: line.workId,
        goodsId: null,
        title: line.title,
        cover: line.cover,
        unitPrice: toMoney(line.unitPriceFen),
        quantity: line.quantity,
        itemsTotal: toMoney(line.unitPriceFen),
      })),
      itemsTotal: toMoney(group.totalFen),
      postage: zero,
      freeShipping: false,
      total: toMoney(group.totalFen),
    })),
    itemsTotal: toMoney(preview.totalFen),
    postage: zero,
    total: toMoney(preview.totalFen),
    problems: preview.problems.map(({ workId, code, message }) => ({
      itemId: workId,
      goodsId: null,
      code,
      message,
    })),
  };
}

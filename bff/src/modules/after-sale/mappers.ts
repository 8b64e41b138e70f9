// REST DTOs -> GraphQL for after-sale requests (decision 0027 §3). Requests are small (a few lines, photos and
// events), so each is mapped whole; money arrives as integer fen and leaves as Money; codes become enums.
import type {
  AfterSale,
  AfterSaleActor,
  AfterSaleRefundable,
  AfterSaleStatus,
  AfterSaleType,
  OrderRole,
  RefundStatus,
} from '../../generated/graphql.js';
import type {
  AfterSaleDto,
  AfterSaleRefundableDto,
  AfterSaleSide,
  AfterSaleStatusCode,
} from '../../rest/after-sale-api.js';
import { toMoney } from '../base/money.js';

/** nextland's codes in order: 0 awaiting seller … 5 withdrawn. */
const statuses: readonly AfterSaleStatus[] = [
  'AWAITING_SELLER',
  'AWAITING_RETURN',
  'AWAITING_RECEIPT',
  'REFUNDED',
  'REJECTED',
  'WITHDRAWN',
];

export function toAfterSaleStatus(code: number): AfterSaleStatus {
  const status = statuses[code];
  if (!status) throw new Error(`nextland sent an unknown after-sale status: ${code}`);
  return status;
}

export function toAfterSaleStatusCode(status: AfterSaleStatus): AfterSaleStatusCode {
  return statuses.indexOf(status) as AfterSaleStatusCode;
}

export function toAfterSaleTypeCode(type: AfterSaleType): 1 | 2 {
  return type === 'RETURN_AND_REFUND' ? 2 : 1;
}

const refundStatuses: readonly RefundStatus[] = ['PENDING', 'SUCCEEDED', 'FAILED'];

const actors: Record<AfterSaleDto['events'][number]['actor'], AfterSaleActor> = {
  buyer: 'BUYER',
  seller: 'SELLER',
  system: 'SYSTEM',
};

export function toAfterSaleSide(role: OrderRole | null | undefined): AfterSaleSide {
  return role === 'SELLER' ? 'seller' : 'buyer';
}

export function toAfterSale(dto: AfterSaleDto, side: AfterSaleSide): AfterSale {
  const { returnAddress: address, returnShipment: shipment, refund } = dto;
  return {
    id: dto.id,
    orderId: dto.orderId,
    orderNumber: dto.orderNumber,
    type: dto.type === 2 ? 'RETURN_AND_REFUND' : 'REFUND_ONLY',
    status: toAfterSaleStatus(dto.status),
    role: side === 'seller' ? 'SELLER' : 'BUYER',
    reason: { code: dto.reasonCode, name: dto.reason },
    description: dto.description,
    requested: toMoney(dto.requestedFen),
    lines: dto.lines.map((line) => ({
      orderLineId: line.orderLineId,
      title: line.title,
      cover: line.cover,
      paid: toMoney(line.paidFen),
      amount: toMoney(line.amountFen),
    })),
    photos: dto.photos,
    returnAddress: address && {
      recipientName: address.recipientName,
      phone: address.phone,
      province: { code: address.provinceCode, name: address.provinceName },
      city: address.city,
      district: address.district,
      street: address.street,
      postcode: address.postcode,
    },
    returnShipment: shipment && {
      carrier: { code: shipment.carrierCode, name: shipment.carrierName },
      trackingNumber: shipment.trackingNumber,
    },
    rejectReason: dto.rejectReason,
    sellerDeadline: dto.sellerDeadline,
    refund: refund && {
      status: refundStatuses[refund.status] ?? 'PENDING',
      amount: toMoney(refund.amountFen),
      succeededAt: refund.succeededAt,
    },
    createdAt: dto.createdAt,
    updatedAt: dto.updatedAt,
    events: dto.events.map((event) => ({
      fromStatus: event.fromStatus === null ? null : toAfterSaleStatus(event.fromStatus),
      toStatus: toAfterSaleStatus(event.toStatus),
      actor: actors[event.actor],
      at: event.at,
      note: event.note,
    })),
  };
}

export function toRefundable(dto: AfterSaleRefundableDto): AfterSaleRefundable {
  return {
    orderId: dto.orderId,
    refundOnly: dto.refundOnly,
    returnAndRefund: dto.returnAndRefund,
    lines: dto.lines.map((line) => ({
      orderLineId: line.orderLineId,
      title: line.title,
      paid: toMoney(line.paidFen),
      refundable: toMoney(line.refundableFen),
      openAfterSaleId: line.openAfterSaleId,
    })),
  };
}

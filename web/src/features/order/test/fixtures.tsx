import type { MockedResponse } from '@apollo/client/testing';
import { useLocation } from 'react-router-dom';
import { CarriersQuery } from '../../../components/shipment/carriers';
import type { OrderRole, OrderStatus } from '../../../graphql/generated/graphql';
import { connectionOf } from '../../../test-support/connection';
import { OrderQuery } from '../api/order';
import { OrderCountsQuery } from '../api/order-counts';
import { OrderEventsSubscription } from '../api/order-events';
import { OrdersQuery } from '../api/orders';

const money = (amount: number) => ({ __typename: 'Money', amount, currency: 'CNY' });

/** An order with every field the detail pages read; `overrides` replace top-level fields. */
export function order(id: string, status: OrderStatus, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id,
    orderNumber: `NL2026112400${id.padStart(4, '0')}`,
    status,
    digital: false,
    seller: { __typename: 'OrderParty', id: 's1', nickname: 'Xiyue Studio' },
    buyer: { __typename: 'OrderParty', id: 'b1', nickname: 'Lin Wan' },
    lines: [
      {
        __typename: 'OrderLine',
        id: `${id}-l1`,
        kind: 'GOODS',
        itemId: 'g1',
        title: 'Blue glaze teacup',
        cover: { __typename: 'Image', url: '/files/goods/1.svg', width: 300, height: 400, alt: '' },
        unitPrice: money(12800),
        quantity: 2,
        itemsTotal: money(25600),
        paid: money(26600),
      },
    ],
    itemsTotal: money(25600),
    postage: money(1000),
    total: money(26600),
    address: {
      __typename: 'OrderAddress',
      recipientName: 'Lin Wan',
      phone: '13812345678',
      province: { __typename: 'Region', code: '330000', name: 'Zhejiang' },
      city: 'Hangzhou',
      district: 'Xihu',
      street: '90 Wensan Road',
      postcode: '310012',
    },
    shipment: null,
    paymentId: `p${id}`,
    createdAt: '2026-11-24T02:00:00.000Z',
    payDeadline: status === 'AWAITING_PAYMENT' ? '2026-11-24T02:30:00.000Z' : null,
    paidAt: status === 'AWAITING_PAYMENT' || status === 'CANCELLED' ? null : '2026-11-24T02:05:00.000Z',
    autoConfirmAt: status === 'SHIPPED' ? '2026-12-04T03:00:00.000Z' : null,
    completedAt: null,
    cancelledAt: null,
    events: [
      {
        __typename: 'OrderEvent',
        fromStatus: null,
        toStatus: 'AWAITING_PAYMENT',
        actor: 'BUYER',
        at: '2026-11-24T02:00:00.000Z',
        note: 'Order placed',
      },
    ],
    ...overrides,
  };
}

export type OrderFixture = ReturnType<typeof order>;

export const COUNTS = {
  all: 6,
  awaitingPayment: 1,
  awaitingShipment: 2,
  shipped: 1,
  completed: 1,
  cancelled: 1,
  closed: 0,
};

export function countsMock(role: OrderRole, counts: Partial<typeof COUNTS> = {}): MockedResponse {
  return {
    request: { query: OrderCountsQuery, variables: { role } },
    result: { data: { orderCounts: { __typename: 'OrderCounts', ...COUNTS, ...counts } } },
  };
}

export function ordersMock(
  role: OrderRole,
  status: OrderStatus | null,
  orders: OrderFixture[],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean } = {},
): MockedResponse {
  return {
    request: {
      query: OrdersQuery,
      variables: { role, status, first: 10, ...(after ? { after } : {}) },
    },
    result: { data: { orders: connectionOf('Order', orders, { hasNextPage }) } },
  };
}

export function orderMock(id: string, role: OrderRole, result: OrderFixture | null): MockedResponse {
  return { request: { query: OrderQuery, variables: { id, role } }, result: { data: { order: result } } };
}

export function carriersMock(): MockedResponse {
  return {
    request: { query: CarriersQuery },
    result: {
      data: {
        carriers: [
          { __typename: 'Carrier', code: 'SF', name: 'SF Express' },
          { __typename: 'Carrier', code: 'YTO', name: 'YTO Express' },
        ],
      },
    },
  };
}

/** The live subscription: silent (`delay: Infinity`), or one event after `delay` ms. */
export function orderEventsMock(
  event?: { type: string; role: OrderRole; order: OrderFixture },
  delay = 30,
): MockedResponse {
  if (!event) return { request: { query: OrderEventsSubscription }, delay: Infinity };
  return {
    request: { query: OrderEventsSubscription },
    result: { data: { orderEvents: { __typename: 'OrderEventPayload', ...event } } },
    delay,
  };
}

export const userError = (field: string | null, code: string, message: string) => ({
  __typename: 'UserError',
  field,
  code,
  message,
});

/** Shows the router's query string, so tests can read the URL state. */
export function SearchProbe() {
  return <output data-testid="search">{useLocation().search}</output>;
}

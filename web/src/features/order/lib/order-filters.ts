import type { OrderRole, OrderStatus } from '../../../graphql/generated/graphql';

/** The status tabs, in order; each is a key of `OrderCounts` and the `?status=` value in the URL. */
export const STATUS_TABS = [
  'all',
  'awaitingPayment',
  'awaitingShipment',
  'shipped',
  'completed',
  'cancelled',
  'closed',
] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

const STATUS_OF: Record<StatusTab, OrderStatus | null> = {
  all: null,
  awaitingPayment: 'AWAITING_PAYMENT',
  awaitingShipment: 'AWAITING_SHIPMENT',
  shipped: 'SHIPPED',
  completed: 'COMPLETED',
  cancelled: 'CANCELLED',
  closed: 'CLOSED',
};

/** `?role=seller` shows what the viewer sold; anything else (or nothing) what they bought. */
export function roleFromParam(value: string | null): OrderRole {
  return value === 'seller' ? 'SELLER' : 'BUYER';
}

export function roleParam(role: OrderRole): string | null {
  return role === 'SELLER' ? 'seller' : null;
}

/** `?status=shipped` → the tab; an unknown value reads as "all", so an old link never shows an error. */
export function tabFromParam(value: string | null): StatusTab {
  return STATUS_TABS.find((tab) => tab === value) ?? 'all';
}

/** The `status` argument of `orders` for a tab (null: every status). */
export function statusOfTab(tab: StatusTab): OrderStatus | null {
  return STATUS_OF[tab];
}

/**
 * The query string of the list for a role and tab: the defaults (bought, all) are left out, so the plain
 * `/my/order` is the buyer's whole list.
 */
export function listSearch(role: OrderRole, tab: StatusTab): string {
  const params = new URLSearchParams();
  const roleValue = roleParam(role);
  if (roleValue) params.set('role', roleValue);
  if (tab !== 'all') params.set('status', tab);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Where an order's details are, from the viewer's side. */
export function orderDetailPath(id: string, role: OrderRole): string {
  const base = role === 'SELLER' ? '/order/seller/detail' : '/order/detail';
  return `${base}?id=${encodeURIComponent(id)}`;
}

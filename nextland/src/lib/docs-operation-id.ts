// Operation ids for nextland's OpenAPI document, derived from each operation's own method and path: clients
// generated from the document name their functions after them, so an id must never change unless its route
// does. Nothing else goes in (no position, no counter), so adding or removing a route changes no other id.
//   GET  /nextland-site/api/framework/v1/site/homepage/goods/cursor-page  →  getSiteHomepageGoodsCursorPage
//   POST /nextland-customer/api/framework/v1/customer/order/cancel/{id}   →  postCustomerOrderCancelById
//   GET  /nextland-internal/v1/events                                      →  getEvents
// A route may still name its own (`operationId` in its schema); the document refuses two operations with one id.

/** The service prefix every client route repeats (`/nextland-customer/api/framework/v1/`, …): it tells nothing. */
const SERVICE_PREFIX = /^\/nextland-[a-z]+\/(?:api\/framework\/)?v1\//;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** `cursor-page` → `CursorPage`, `{goodsId}` → `ByGoodsId`. */
function segmentWords(segment: string): string {
  const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
  const words = (parameter ?? segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
  return (parameter ? 'By' : '') + words.map(capitalised).join('');
}

export function operationIdOf(method: string, path: string): string {
  const segments = path.replace(SERVICE_PREFIX, '/').split('/').filter(Boolean);
  return method.toLowerCase() + segments.map(segmentWords).join('');
}

import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './openapi.js';

type Schema = { properties?: Record<string, { enum?: unknown[] }> };

describe('the OpenAPI document the BFF types are generated from', () => {
  it('is built without a database and names the reply shapes', async () => {
    const document = (await buildOpenApiDocument()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, Schema> };
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/nextland-site/api/framework/v1/site/homepage/goods/page',
        '/nextland-site/api/framework/v1/site/homepage/goods/cursor-page',
        '/nextland-internal/v1/events',
      ]),
    );
    const { schemas } = document.components;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'GoodsSummary',
        'GoodsCursorRecord',
        'Customer',
        'Application',
        'VerificationStatus',
        'Message',
        'DomainEvent',
      ]),
    );
    expect(Object.keys(schemas).filter((name) => name.endsWith('Input'))).toEqual([]);
    // Codes are enums, so the generated types are unions of literals.
    expect(schemas.GoodsSummary?.properties?.status?.enum).toEqual([0, 1, 2, 3, 4, 5]);
    expect(schemas.Message?.properties?.kind?.enum).toEqual([
      'welcome',
      'reviewApproved',
      'reviewRejected',
      'reviewSuperseded',
      'inviteeJoined',
      'orderCreated',
      'orderPaid',
      'orderShipped',
      'orderCancelled',
      'orderCompleted',
      'orderRefunded',
      'releaseApproved',
      'releaseRejected',
      'orderClosed',
      'afterSaleRequested',
      'afterSaleReturnApproved',
      'afterSaleReturnShipped',
      'afterSaleRefunded',
      'afterSaleRejected',
      'afterSaleWithdrawn',
      'reviewReceived',
      'reviewReplied',
      'settlementPaid',
      'settlementNoCard',
      'auctionOutbid',
      'auctionWon',
      'auctionLost',
      'auctionSold',
      'auctionUnsold',
      'auctionPaymentDue',
      'auctionSecondChance',
    ]);
    // After-sales (decision 0027 §3).
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'AfterSale',
        'AfterSaleCursorPage',
        'AfterSaleReason',
        'AfterSaleUpdatedEvent',
      ]),
    );
    // Orders (decision 0019): named shapes for the BFF's generated types.
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining([
        'Order',
        'OrderLine',
        'OrderEvent',
        'Payment',
        'CheckoutPreview',
        'OrderCounts',
        'Carrier',
      ]),
    );
    expect(schemas.Order?.properties?.status?.enum).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

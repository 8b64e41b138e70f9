// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuctionStatus } from '../../../graphql/generated/graphql';
import { HomeGoodsShowcaseQuery } from '../api/home-goods-showcase';
import { cardGoods } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { GoodsShowcase } from './goods-showcase';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'zh-tw' }) }));

function lot(id: string, endsAt: string, status: AuctionStatus) {
  const auction = {
    __typename: 'Auction',
    currentPrice: { __typename: 'Money', amount: 10_000, currency: 'CNY' },
    bidCount: 1,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt,
    status,
  };
  return cardGoods(id, { saleType: 'AUCTION', auction });
}

const page = (records: unknown[]) => ({ __typename: 'GoodsPage', records });

describe('GoodsShowcase', () => {
  afterEach(cleanup);

  it('shows the newest goods and the open auctions ending first', async () => {
    const newest = Array.from({ length: 8 }, (_, i) => cardGoods(String(i + 1)));
    const auctions = [
      lot('50', '2026-12-05T00:00:00.000Z', 'BIDDING'),
      lot('51', '2026-11-23T00:00:00.000Z', 'BIDDING'),
      lot('52', '2026-11-22T10:00:00.000Z', 'COMPLETED'),
      lot('53', '2026-11-30T00:00:00.000Z', 'BIDDING'),
    ];
    const mocks = [
      {
        request: { query: HomeGoodsShowcaseQuery },
        result: { data: { newest: page(newest), auctions: page(auctions) } },
      },
    ];
    renderWithProviders(<GoodsShowcase />, mocks);
    const newestShelf = await screen.findByRole('region', { name: 'New arrivals' });
    // The shelf renders placeholders first: wait for the goods links themselves.
    expect(await within(newestShelf).findAllByRole('link', { name: /^Goods \d$/ })).toHaveLength(8);
    const endingSoon = screen.getByRole('region', { name: 'Auctions ending soon' });
    const titles = within(endingSoon)
      .getAllByRole('link', { name: /^Goods 5\d$/ })
      .map((a) => a.textContent);
    expect(titles).toEqual(['Goods 51', 'Goods 53', 'Goods 50']);
    expect(within(endingSoon).getByRole('link', { name: 'View all auctions' }).getAttribute('href')).toBe(
      '/zh-tw/goods?saleType=auction',
    );
  });
});

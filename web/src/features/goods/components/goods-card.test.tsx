// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ItemSlots, ItemSlotsProvider } from '../../../components/catalogue/item-slots.js';
import { cardGoods } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { GoodsCard } from './goods-card';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

/** Stand-ins for the page's slots (the reactions and cart features), showing what the card hands them. */
const slots: ItemSlots = {
  reactions: (item, variant) => (
    <span data-testid="reactions">{`${variant} ${item.kind} ${item.id} ${item.likeCount}/${item.collectCount}`}</span>
  ),
  addToCart: (item) => <button type="button">{`add ${item.kind} ${item.id} ${item.title}`}</button>,
};

describe('GoodsCard', () => {
  afterEach(cleanup);

  it('links to the localised details page and shows price and seller', () => {
    renderWithProviders(<GoodsCard goods={cardGoods('5')} />);
    expect(screen.getByRole('link', { name: 'Goods 5' }).getAttribute('href')).toBe('/en/goods/details?id=5');
    expect(screen.getByText('¥1,280.00')).toBeVisible();
    expect(screen.getByText('Maker 5')).toBeVisible();
    expect(screen.queryByText('Auction')).toBeNull();
    // Outside a page's slots the card has no buttons of its own.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("puts the page's like/collect and add-to-cart slots on the card: the cart only for fixed price in stock", () => {
    const withSlots = (goods: ReturnType<typeof cardGoods>) =>
      renderWithProviders(<ItemSlotsProvider slots={slots}>{<GoodsCard goods={goods} />}</ItemSlotsProvider>);
    withSlots(cardGoods('5'));
    expect(screen.getByTestId('reactions').textContent).toBe('card GOODS 5 7/2');
    expect(screen.getByRole('button', { name: 'add GOODS 5 Goods 5' })).toBeVisible();
    cleanup();
    withSlots(cardGoods('6', { status: 'SOLD_OUT', stock: 0 }));
    expect(screen.getByTestId('reactions').textContent).toBe('card GOODS 6 7/2');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    withSlots(cardGoods('7', { stock: 0 }));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    withSlots(cardGoods('8', { saleType: 'AUCTION' }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('marks a title shown in its original language, and nothing when it is in the page’s', () => {
    renderWithProviders(
      <GoodsCard goods={cardGoods('6', { title: '青釉莲纹茶盏', lang: 'ZH_CN', translated: false })} />,
    );
    expect(screen.getByRole('link', { name: '青釉莲纹茶盏' }).getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByTestId('original-language').textContent).toBe('Original: 简体中文');
    cleanup();
    renderWithProviders(<GoodsCard goods={cardGoods('7')} />);
    expect(screen.getByRole('link', { name: 'Goods 7' }).getAttribute('lang')).toBeNull();
    expect(screen.queryByTestId('original-language')).toBeNull();
  });

  it('shows prices past the old 32-bit limit (¥21,474,836.47) to the fen', () => {
    const { unmount } = renderWithProviders(
      <GoodsCard
        goods={cardGoods('5', { price: { __typename: 'Money', amount: 2_147_483_648, currency: 'CNY' } })}
      />,
    );
    expect(screen.getByText('¥21,474,836.48')).toBeVisible();
    unmount();
    const top = { __typename: 'Money' as const, amount: Number.MAX_SAFE_INTEGER, currency: 'CNY' };
    renderWithProviders(<GoodsCard goods={cardGoods('5', { price: top })} />);
    expect(screen.getByText('¥90,071,992,547,409.91')).toBeVisible();
  });

  it('sizes the cover and lazy-loads it unless it is above the fold', () => {
    const { unmount } = renderWithProviders(<GoodsCard goods={cardGoods('5')} />);
    const lazy = screen.getByRole('img', { name: 'Cover 5' });
    expect([lazy.getAttribute('width'), lazy.getAttribute('height'), lazy.getAttribute('loading')]).toEqual([
      '800',
      '800',
      'lazy',
    ]);
    unmount();
    renderWithProviders(<GoodsCard goods={cardGoods('5')} priority />);
    expect(screen.getByRole('img', { name: 'Cover 5' }).getAttribute('loading')).toBe('eager');
  });

  it('shows the auction badge and the current bid for auctions', () => {
    const goods = cardGoods('9', {
      saleType: 'AUCTION',
      price: { __typename: 'Money', amount: 50_000, currency: 'CNY' },
      auction: {
        __typename: 'Auction',
        currentPrice: { __typename: 'Money', amount: 61_050, currency: 'CNY' },
        bidCount: 4,
        startsAt: '2026-11-20T00:00:00.000Z',
        endsAt: '2099-01-01T00:00:00.000Z',
        status: 'BIDDING',
      },
    });
    renderWithProviders(<GoodsCard goods={goods} />);
    expect(screen.getByText('Auction')).toBeVisible();
    expect(screen.getByText('Current bid')).toBeVisible();
    expect(screen.getByText('¥610.50')).toBeVisible();
    expect(screen.getByText(/^Ends in \d+d \d+h$/)).toBeVisible();
  });
});

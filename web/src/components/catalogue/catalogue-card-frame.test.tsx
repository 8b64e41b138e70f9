// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardPriceRow } from './card-price-row.js';
import { CatalogueCardFrame, type CatalogueCardFrameProps } from './catalogue-card-frame.js';
import { ItemSlotsProvider } from './item-slots.js';

const page = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => page }));

const item = {
  id: '7',
  title: 'Blue vase',
  lang: 'ZH_CN' as const,
  translated: false,
  cover: { url: '/c.jpg', width: 3, height: 4, alt: '' },
  likeCount: 2,
  collectCount: 1,
};

function renderFrame(patch: Partial<CatalogueCardFrameProps> = {}, cartItem = true) {
  const slots = {
    reactions: (reacted: { kind: string; id: string; likeCount: number }) => (
      <span data-testid="reactions">{`${reacted.kind}:${reacted.id}:${reacted.likeCount}`}</span>
    ),
    addToCart: (cart: { id: string }) => <button type="button">{`add ${cart.id}`}</button>,
  };
  return render(
    <ItemSlotsProvider slots={slots}>
      <CatalogueCardFrame
        frame={{ kind: 'OPUS', cover: 'bg-surface-2', body: 'gap-2', footer: 'border-line' }}
        item={item}
        href="/en/opus/details?id=7"
        priority={false}
        badges={<span>badge</span>}
        seller={<p>Seller</p>}
        dataAttributes={{ 'data-work-id': '7' }}
        {...patch}
      >
        <CardPriceRow price="¥10" cartItem={cartItem ? { kind: 'OPUS', id: '7', title: item.title } : null} />
      </CatalogueCardFrame>
    </ItemSlotsProvider>,
  );
}

describe('CatalogueCardFrame', () => {
  afterEach(() => {
    cleanup();
    page.locale = 'en';
  });

  it('is one link to the details page, with the cover, badges, price, seller and the page slots', () => {
    const { container } = renderFrame();
    const link = screen.getByRole('link', { name: 'Blue vase' });
    expect(link.getAttribute('href')).toBe('/en/opus/details?id=7');
    expect(container.querySelector('article[data-work-id="7"]')).toBeTruthy();
    const cover = container.querySelector('img') as HTMLImageElement;
    expect(cover.alt).toBe('Blue vase');
    expect(cover.getAttribute('loading')).toBe('lazy');
    expect(screen.getByText('badge')).toBeVisible();
    expect(screen.getByText('¥10')).toBeVisible();
    expect(screen.getByTestId('reactions').textContent).toBe('OPUS:7:2');
    expect(screen.getByRole('button', { name: 'add 7' })).toBeVisible();
  });

  it('marks a title in another language than the page, loads above-the-fold covers eagerly, hides the cart slot', () => {
    const { container } = renderFrame({ priority: true }, false);
    expect(screen.getByRole('link', { name: 'Blue vase' }).getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByTestId('original-language')).toBeVisible();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says nothing of the language when the title is in the page language', () => {
    page.locale = 'zh-cn';
    renderFrame();
    expect(screen.getByRole('link', { name: 'Blue vase' }).getAttribute('lang')).toBeNull();
    expect(screen.queryByTestId('original-language')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ItemSlots, ItemSlotsProvider } from '../../../components/catalogue/item-slots.js';
import { LanguageNote } from '../../../components/content-language/language-note.js';
import type { WorkCardFieldsFragment } from '../../../graphql/generated/graphql';
import { getI18n } from '../../../lib/i18n/i18n.js';
import { WorkCard } from './work-card';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

function renderEn(ui: ReactElement) {
  return render(<I18nextProvider i18n={getI18n('en')}>{ui}</I18nextProvider>);
}

function work(overrides: Partial<WorkCardFieldsFragment> = {}): WorkCardFieldsFragment {
  return {
    id: '7',
    title: 'Tides · Photograph',
    lang: 'EN',
    translated: true,
    mediaType: 'AUDIO',
    licence: { code: 'COMMERCIAL', name: 'Commercial use' },
    editionSize: 20,
    editionsLeft: 15,
    status: 'ON_SALE',
    price: { amount: 12800, currency: 'CNY' },
    cover: { url: '/files/works/7-1.svg', width: 800, height: 800, alt: '' },
    seller: { id: '3', nickname: 'Studio Lumen' },
    likeCount: 4,
    collectCount: 1,
    ...overrides,
  };
}

describe('WorkCard', () => {
  afterEach(cleanup);

  it('links to the localised details page with media type, licence, edition and price', () => {
    renderEn(<WorkCard work={work()} />);
    expect(screen.getByRole('link', { name: 'Tides · Photograph' }).getAttribute('href')).toBe(
      '/en/opus/details?id=7',
    );
    expect(screen.getByTestId('media-type').textContent).toBe('Audio');
    expect(screen.getByText('Commercial use')).toBeVisible();
    expect(screen.getByText('Edition 15/20 left')).toBeVisible();
    expect(screen.getByText('¥128.00')).toBeVisible();
    expect(screen.queryByText(/Original:/)).toBeNull();
  });

  it('marks a listing shown in its original language, and unique or sold-out editions', () => {
    renderEn(<WorkCard work={work({ lang: 'ZH_CN', translated: false, editionSize: 1, editionsLeft: 1 })} />);
    expect(screen.getByText('Original: 简体中文')).toBeVisible();
    expect(screen.getByRole('link').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('Unique work')).toBeVisible();
    cleanup();
    renderEn(<WorkCard work={work({ editionsLeft: 0, status: 'SOLD_OUT' })} />);
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
  });

  it("puts the page's like/collect and add-to-cart slots on the card: the cart only while editions are left", () => {
    const slots: ItemSlots = {
      reactions: (item, variant) => (
        <span data-testid="reactions">{`${variant} ${item.kind} ${item.id} ${item.likeCount}/${item.collectCount}`}</span>
      ),
      addToCart: (item) => <button type="button">{`add ${item.kind} ${item.id} ${item.title}`}</button>,
    };
    const withSlots = (overrides: Partial<WorkCardFieldsFragment> = {}) =>
      renderEn(
        <ItemSlotsProvider slots={slots}>
          <WorkCard work={work(overrides)} />
        </ItemSlotsProvider>,
      );
    withSlots();
    expect(screen.getByTestId('reactions').textContent).toBe('card OPUS 7 4/1');
    expect(screen.getByRole('button', { name: 'add OPUS 7 Tides · Photograph' })).toBeVisible();
    cleanup();
    withSlots({ editionsLeft: 0, status: 'SOLD_OUT' });
    expect(screen.getByTestId('reactions')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('LanguageNote', () => {
  afterEach(cleanup);

  it('says when a listing is shown in its original language, and nothing when it is in the page’s', () => {
    renderEn(
      <LanguageNote lang="ZH_CN" originalLang="ZH_CN" translated={false} pageLanguage="EN" by="creator" />,
    );
    expect(screen.getByRole('note').textContent).toContain('Shown in the original language (简体中文)');
    cleanup();
    const { container } = renderEn(
      <LanguageNote lang="EN" originalLang="EN" translated={false} pageLanguage="EN" by="creator" />,
    );
    expect(container.textContent).toBe('');
    cleanup();
    renderEn(<LanguageNote lang="EN" originalLang="ZH_CN" translated pageLanguage="EN" by="creator" />);
    expect(screen.getByText('Translated by the creator from 简体中文.')).toBeVisible();
  });
});

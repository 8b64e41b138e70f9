// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n.js';
import type { CatalogueCards } from './catalogue-cards.js';
import { CatalogueListBody, type CatalogueListBodyProps } from './catalogue-list-body.js';
import type { CatalogueListState } from './use-catalogue-list.js';

type Item = { id: string; name: string };

const cards: CatalogueCards<Item> = {
  kind: 'OPUS',
  namespace: 'opus',
  pageSize: 3,
  renderCard: (item, priority) => <p data-priority={priority}>{item.name}</p>,
  skeleton: <span data-testid="skeleton" />,
};

function listState(patch: Partial<CatalogueListState<Item>> = {}): CatalogueListState<Item> {
  return {
    records: [],
    total: 0,
    totalAtLeast: false,
    finished: false,
    loading: false,
    error: null,
    loadingMore: false,
    loadMoreError: null,
    loadMore: vi.fn(() => Promise.resolve()),
    retry: vi.fn(() => Promise.resolve([])),
    ...patch,
  } as CatalogueListState<Item>;
}

function renderBody(list: CatalogueListState<Item>, extra: Partial<CatalogueListBodyProps<Item>> = {}) {
  return render(
    <I18nextProvider i18n={getI18n('en')}>
      <CatalogueListBody cards={cards} list={list} mine={undefined} clearHref={null} {...extra} />
    </I18nextProvider>,
  );
}

describe('CatalogueListBody', () => {
  afterEach(cleanup);

  it('shows a page of skeletons while the first page loads', () => {
    renderBody(listState({ loading: true }));
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
  });

  it('shows the error with a retry that runs the queries again', () => {
    const list = listState({ error: new Error('down') });
    renderBody(list);
    expect(screen.getByRole('alert')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.retry).toHaveBeenCalledOnce();
  });

  it('says the list is empty, with the kind of "mine" list and a link to clear the filters', () => {
    renderBody(listState(), { mine: 'likes', clearHref: '/en/opus' });
    const t = getI18n('en').getFixedT(null, 'opus');
    expect(screen.getByText(t('mine.emptyLikes'))).toBeVisible();
    expect(screen.getByRole('link', { name: t('list.empty.clear') }).getAttribute('href')).toBe('/en/opus');
  });

  it('renders the cards, the first ones eager, skeletons for the next page and the failed-page retry', () => {
    const records = Array.from({ length: 5 }, (_, i) => ({ id: String(i), name: `Item ${i}` }));
    const list = listState({ records, loadingMore: true });
    const view = renderBody(list);
    expect(screen.getByText('Item 0').dataset.priority).toBe('true');
    expect(screen.getByText('Item 4').dataset.priority).toBe('false');
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3);
    view.rerender(
      <I18nextProvider i18n={getI18n('en')}>
        <CatalogueListBody
          cards={cards}
          list={{ ...list, loadingMore: false, loadMoreError: new Error('x') }}
          mine={undefined}
          clearHref={null}
        />
      </I18nextProvider>,
    );
    expect(screen.queryAllByTestId('skeleton')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.loadMore).toHaveBeenCalledOnce();
  });
});

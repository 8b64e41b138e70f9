// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../lib/i18n/i18n.js';
import { RootStore } from '../../stores/root-store.js';
import { StoresProvider } from '../../stores/use-stores.js';
import { type Connection, ConnectionList, type ConnectionListProps } from './connection-list.js';

type Node = { id: string };

function connection(ids: string[], hasNextPage: boolean): Connection<Node> {
  return {
    edges: ids.map((id) => ({ node: { id } })),
    pageInfo: { hasNextPage, endCursor: ids.at(-1) ?? null },
  };
}

function renderList(props: Partial<ConnectionListProps<Node>>, store = new RootStore('en')) {
  const fetchMore = vi.fn(() => Promise.resolve({}));
  const refetch = vi.fn();
  const ui = (patch: Partial<ConnectionListProps<Node>> = {}): ReactElement => (
    <StoresProvider store={store}>
      <I18nextProvider i18n={getI18n('en')}>
        <ConnectionList<Node>
          connection={undefined}
          query={{ fetchMore, refetch }}
          failedTitle="Could not load the things"
          empty={<p>Nothing yet</p>}
          more={{ label: 'More' }}
          {...props}
          {...patch}
        >
          {(nodes) => (
            <ul>
              {nodes.map((node) => (
                <li key={node.id}>{`Item ${node.id}`}</li>
              ))}
            </ul>
          )}
        </ConnectionList>
      </I18nextProvider>
    </StoresProvider>
  );
  const view = render(ui());
  return {
    ...view,
    fetchMore,
    refetch,
    store,
    rerender: (patch: Partial<ConnectionListProps<Node>>) => view.rerender(ui(patch)),
  };
}

describe('ConnectionList', () => {
  afterEach(cleanup);

  it('says it is loading, then a failed first page with a retry that refetches', () => {
    const { rerender, refetch } = renderList({});
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender({ query: { error: new Error('down'), fetchMore: vi.fn(), refetch } });
    expect(screen.getByRole('alert').textContent).toContain('Could not load the things');
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows a custom fallback before the first page, and the empty state for no items', () => {
    const { rerender } = renderList({ fallback: <p>Wait</p> });
    expect(screen.getByText('Wait')).toBeVisible();
    rerender({ connection: connection([], false) });
    expect(screen.getByText('Nothing yet')).toBeVisible();
  });

  it('renders the items and asks for the page after the end cursor', async () => {
    const { fetchMore } = renderList({ connection: connection(['1', '2'], true), className: 'wrap' });
    expect(screen.getByText('Item 2').closest('div')?.className).toBe('wrap');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More' })));
    expect(fetchMore).toHaveBeenCalledWith({ variables: { after: '2' } });
  });

  it('offers no button on the last page, and says the end past the first page in the status layout', () => {
    const more = { label: 'More', layout: 'status' as const, end: 'The end' };
    const { rerender } = renderList({ connection: connection(['1'], false), more, pageSize: 1 });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('The end')).toBeNull();
    rerender({ connection: connection(['1', '2'], false) });
    expect(screen.getByText('The end')).toBeVisible();
  });

  it('toasts a failed next page and keeps the button to try again', async () => {
    const failing = vi.fn(() => Promise.resolve({ error: new Error('offline') }));
    const { store } = renderList({ connection: connection(['1'], true), query: { fetchMore: failing } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'More' })));
    expect(store.ui.messages.messages).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'More' })).toBeVisible();
  });

  it('loads the next page near the bottom when infinite scroll is on', async () => {
    const { fetchMore } = renderList({ connection: connection(['1'], true), infiniteScroll: true });
    // jsdom has no layout: the page is always "at the bottom", so mounting triggers the first load.
    await act(async () => {});
    expect(fetchMore).toHaveBeenCalledWith({ variables: { after: '1' } });
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionOf } from '../../../test-support/connection';
import { renderAt } from '../../../test-support/render-at';
import { MessagesQuery } from '../api/messages';
import { MessagesPage } from './messages-page';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

function message(id: string) {
  const afterSale = id === '9';
  return {
    __typename: 'Message',
    id,
    kind: afterSale ? 'AFTER_SALE_REFUNDED' : 'WELCOME',
    afterSaleId: afterSale ? '77' : null,
    title: `Message ${id}`,
    content: 'Hello',
    read: true,
    createdAt: '2026-10-01T08:00:00.000Z',
  };
}

function messagesMock(
  ids: string[],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean },
) {
  return {
    request: { query: MessagesQuery, variables: { first: 20, ...(after ? { after } : {}) } },
    result: {
      data: {
        messagesConnection: connectionOf('Message', ids.map(message), {
          hasNextPage,
          extra: { unreadCount: 0 },
        }),
      },
    },
  };
}

describe('MessagesPage', () => {
  afterEach(cleanup);

  it('appends older messages after the last cursor (relayStylePagination), then stops offering more', async () => {
    renderAt(<MessagesPage />, '/msg', [
      messagesMock(['3', '2'], { hasNextPage: true }),
      messagesMock(['1'], { after: 'c2' }),
    ]);
    expect(await screen.findByText('Message 3')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await screen.findByText('Message 1')).toBeVisible();
    expect(screen.getAllByTestId('message').map((li) => li.textContent?.match(/Message \d/)?.[0])).toEqual([
      'Message 3',
      'Message 2',
      'Message 1',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull());
  });

  it('says so in a toast when the next page fails, and keeps what it shows', async () => {
    const { store } = renderAt(<MessagesPage />, '/msg', [
      messagesMock(['3', '2'], { hasNextPage: true }),
      {
        request: { query: MessagesQuery, variables: { first: 20, after: 'c2' } },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(store.ui.messages.messages).toHaveLength(1));
    expect(store.ui.messages.messages[0]?.type).toBe('error');
    expect(screen.getAllByTestId('message')).toHaveLength(2);
  });

  it('labels an after-sale message and links to its request', async () => {
    renderAt(<MessagesPage />, '/msg', [messagesMock(['9', '2'], {})]);
    const link = await screen.findByRole('link', { name: 'View the request' });
    expect(link.getAttribute('href')).toBe('/order/afterSalesDetails?id=77');
    expect(screen.getByText('After-sales')).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});

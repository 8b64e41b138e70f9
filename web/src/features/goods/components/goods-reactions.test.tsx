// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../../stores/root-store.js';
import { GoodsReactionStatesQuery } from '../api/goods-reaction-states';
import { SetGoodsReactionMutation } from '../api/set-goods-reaction';
import { renderWithProviders } from '../test/render-with-providers';
import { GoodsReactions } from './goods-reactions';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

const goods = { id: '5', title: 'Goods 5', likeCount: 7, collectCount: 2 };

function state(
  overrides: Partial<{ likeCount: number; collectCount: number; isLiked: boolean; isCollected: boolean }>,
) {
  return {
    __typename: 'GoodsReactionState' as const,
    id: '5',
    likeCount: 7,
    collectCount: 2,
    isLiked: false,
    isCollected: false,
    ...overrides,
  };
}

const flags = (overrides: Parameters<typeof state>[0] = {}) => ({
  request: { query: GoodsReactionStatesQuery, variables: { ids: ['5'] } },
  result: { data: { goodsReactionStates: [state(overrides)] } },
});

function setMock(reaction: 'LIKE' | 'COLLECT', active: boolean, answer: ReturnType<typeof state> | Error) {
  const request = { query: SetGoodsReactionMutation, variables: { goodsId: '5', reaction, active } };
  if (answer instanceof Error) return { request, error: answer };
  return {
    request,
    delay: 20,
    result: {
      data: {
        setGoodsReaction: { __typename: 'SetGoodsReactionPayload', state: answer, userErrors: [] },
      },
    },
  };
}

function signedInStore() {
  const store = new RootStore('en');
  store.session.signedIn({ id: '1', userId: '1', nickname: 'Lin', avatarUrl: null, type: 'UNVERIFIED' });
  return store;
}

describe('GoodsReactions', () => {
  afterEach(cleanup);

  it('a visitor sees the counts; a click opens the login prompt that returns to this goods', () => {
    const store = new RootStore('en');
    renderWithProviders(<GoodsReactions goods={goods} variant="card" />, [], store);
    const like = screen.getByRole('button', { name: 'Like “Goods 5”' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('7 likes')).toBeTruthy();
    fireEvent.click(like);
    expect(store.session.loginPrompt).toEqual({ reason: 'required', returnTo: '/en/goods/details?id=5' });
    fireEvent.click(screen.getByRole('button', { name: 'Collect “Goods 5”' }));
    expect(store.session.loginPrompt?.returnTo).toBe('/en/goods/details?id=5');
  });

  it("loads a logged-in user's flags, then likes at once and keeps the server's count", async () => {
    const store = signedInStore();
    renderWithProviders(
      <GoodsReactions goods={goods} variant="details" />,
      [flags({ isCollected: true }), setMock('LIKE', true, state({ likeCount: 9, isLiked: true }))],
      store,
    );
    const collect = screen.getByRole('button', { name: 'Collect' });
    await waitFor(() => expect(collect.getAttribute('aria-pressed')).toBe('true'));
    const like = screen.getByRole('button', { name: 'Like' });
    fireEvent.click(like);
    // Optimistic: pressed and counted before the answer.
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('8 likes')).toBeTruthy();
    // The server counted another user's like meanwhile.
    await waitFor(() => expect(screen.getByText('9 likes')).toBeTruthy());
    expect(store.ui.messages.messages).toHaveLength(0);
  });

  it('puts the previous state back and says so when the request fails', async () => {
    const store = signedInStore();
    renderWithProviders(
      <GoodsReactions goods={goods} variant="card" />,
      [flags({ isLiked: true, likeCount: 7 }), setMock('LIKE', false, new Error('offline'))],
      store,
    );
    const like = screen.getByRole('button', { name: 'Like “Goods 5”' });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('6 likes')).toBeTruthy();
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('7 likes')).toBeTruthy();
    expect(store.ui.messages.messages.map((message) => message.text)).toEqual([
      "Couldn't remove your like. It is still there; try again.",
    ]);
  });
});

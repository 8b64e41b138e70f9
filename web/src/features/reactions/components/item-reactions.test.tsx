// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemKind } from '../../../graphql/generated/graphql';
import { RootStore } from '../../../stores/root-store.js';
import { GoodsReactionStatesQuery } from '../api/goods-reaction-states';
import { SetGoodsReactionMutation } from '../api/set-goods-reaction';
import { SetWorkReactionMutation } from '../api/set-work-reaction';
import { WorkReactionStatesQuery } from '../api/work-reaction-states';
import { renderReactions, signedInStore } from '../test/render-reactions';
import { ItemReactions } from './item-reactions';

vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => ({ locale: 'en' }) }));

/** Each kind's documents, GraphQL names and item page, so one set of cases covers goods and works. */
const KINDS = {
  GOODS: {
    states: GoodsReactionStatesQuery,
    statesField: 'goodsReactionStates',
    stateType: 'GoodsReactionState',
    set: SetGoodsReactionMutation,
    setField: 'setGoodsReaction',
    payloadType: 'SetGoodsReactionPayload',
    idVariable: 'goodsId',
    itemPath: '/en/goods/details?id=5',
    gone: 'These goods are no longer available.',
  },
  OPUS: {
    states: WorkReactionStatesQuery,
    statesField: 'workReactionStates',
    stateType: 'WorkReactionState',
    set: SetWorkReactionMutation,
    setField: 'setWorkReaction',
    payloadType: 'SetWorkReactionPayload',
    idVariable: 'workId',
    itemPath: '/en/opus/details?id=5',
    gone: 'This work is no longer available.',
  },
} as const;

type StateOverrides = Partial<{
  likeCount: number;
  collectCount: number;
  isLiked: boolean;
  isCollected: boolean;
}>;

describe.each(Object.keys(KINDS) as ItemKind[])('ItemReactions (%s)', (kind) => {
  const docs = KINDS[kind];
  const item = { kind, id: '5', title: 'Item 5', likeCount: 7, collectCount: 2 };

  function state(overrides: StateOverrides) {
    return {
      __typename: docs.stateType,
      id: '5',
      likeCount: 7,
      collectCount: 2,
      isLiked: false,
      isCollected: false,
      ...overrides,
    };
  }

  const flags = (overrides: StateOverrides = {}) => ({
    request: { query: docs.states, variables: { ids: ['5'] } },
    result: { data: { [docs.statesField]: [state(overrides)] } },
  });

  function setMock(
    reaction: 'LIKE' | 'COLLECT',
    active: boolean,
    answer: ReturnType<typeof state> | Error | 'NOT_FOUND',
  ) {
    const request = { query: docs.set, variables: { [docs.idVariable]: '5', reaction, active } };
    if (answer instanceof Error) return { request, error: answer };
    const refused = answer === 'NOT_FOUND';
    return {
      request,
      delay: 20,
      result: {
        data: {
          [docs.setField]: {
            __typename: docs.payloadType,
            state: refused ? null : answer,
            userErrors: refused
              ? [{ __typename: 'UserError', field: null, code: 'NOT_FOUND', message: '' }]
              : [],
          },
        },
      },
    };
  }

  afterEach(cleanup);

  it('a visitor sees the counts; a click opens the login prompt that returns to the item', () => {
    const store = new RootStore('en');
    renderReactions(<ItemReactions item={item} variant="card" />, [], store);
    const like = screen.getByRole('button', { name: 'Like “Item 5”' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('7 likes')).toBeVisible();
    fireEvent.click(like);
    expect(store.session.loginPrompt).toEqual({ reason: 'required', returnTo: docs.itemPath });
    fireEvent.click(screen.getByRole('button', { name: 'Collect “Item 5”' }));
    expect(store.session.loginPrompt?.returnTo).toBe(docs.itemPath);
  });

  it("loads a logged-in user's flags, then likes at once and keeps the server's count", async () => {
    const store = signedInStore();
    renderReactions(
      <ItemReactions item={item} variant="details" />,
      [flags({ isCollected: true }), setMock('LIKE', true, state({ likeCount: 9, isLiked: true }))],
      store,
    );
    const collect = screen.getByRole('button', { name: 'Collect' });
    await waitFor(() => expect(collect.getAttribute('aria-pressed')).toBe('true'));
    const like = screen.getByRole('button', { name: 'Like' });
    fireEvent.click(like);
    // Optimistic: pressed and counted before the answer.
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('8 likes')).toBeVisible();
    // The server counted another user's like meanwhile.
    await waitFor(() => expect(screen.getByText('9 likes')).toBeVisible());
    expect(store.ui.messages.messages).toHaveLength(0);
  });

  it('puts the previous state back and says so when the request fails', async () => {
    const store = signedInStore();
    renderReactions(
      <ItemReactions item={item} variant="card" />,
      [flags({ isLiked: true, likeCount: 7 }), setMock('LIKE', false, new Error('offline'))],
      store,
    );
    const like = screen.getByRole('button', { name: 'Like “Item 5”' });
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(like);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('6 likes')).toBeVisible();
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('7 likes')).toBeVisible();
    expect(store.ui.messages.messages.map((message) => message.text)).toEqual([
      "Couldn't remove your like. It is still there; try again.",
    ]);
  });

  it('an item that went away: the collect is undone and the kind’s message shown', async () => {
    const store = signedInStore();
    renderReactions(
      <ItemReactions item={item} variant="details" />,
      [flags(), setMock('COLLECT', true, 'NOT_FOUND')],
      store,
    );
    const collect = screen.getByRole('button', { name: 'Collect' });
    await waitFor(() => expect(screen.getByText('2 collects')).toBeVisible());
    fireEvent.click(collect);
    expect(screen.getByText('3 collects')).toBeVisible();
    await waitFor(() => expect(screen.getByText('2 collects')).toBeVisible());
    expect(collect.getAttribute('aria-pressed')).toBe('false');
    expect(store.ui.messages.messages.map((message) => message.text)).toEqual([docs.gone]);
  });

  it('the cards on screen ask for their flags in one request, however the client arrives', async () => {
    const store = signedInStore();
    const both = {
      request: { query: docs.states, variables: { ids: ['5', '6'] } },
      result: {
        data: {
          [docs.statesField]: [state({ isLiked: true }), { ...state({ isCollected: true }), id: '6' }],
        },
      },
    };
    renderReactions(
      <>
        <ItemReactions item={item} variant="card" />
        <ItemReactions item={{ ...item, id: '6', title: 'Item 6' }} variant="card" />
      </>,
      [both],
      store,
      true,
    );
    const like5 = screen.getByRole('button', { name: 'Like “Item 5”' });
    const collect6 = screen.getByRole('button', { name: 'Collect “Item 6”' });
    await waitFor(() => expect(like5.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(collect6.getAttribute('aria-pressed')).toBe('true'));
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MESSAGE_DURATION_MS, MessageStore } from './message-store.js';

const texts = (store: MessageStore) => store.messages.map((message) => message.text);

describe('MessageStore (spec §4/§9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides a message after 3000 ms by default', () => {
    expect(DEFAULT_MESSAGE_DURATION_MS).toBe(3000);
    const store = new MessageStore();
    store.show({ type: 'success', text: 'Saved' });
    vi.advanceTimersByTime(2999);
    expect(texts(store)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(texts(store)).toEqual([]);
  });

  it('honours a custom duration, and 0 keeps the message', () => {
    const store = new MessageStore();
    store.show({ type: 'info', text: 'short', duration: 500 });
    store.show({ type: 'warning', text: 'sticky', duration: 0 });
    vi.advanceTimersByTime(500);
    expect(texts(store)).toEqual(['sticky']);
    vi.advanceTimersByTime(60_000);
    expect(texts(store)).toEqual(['sticky']);
  });

  it('never hides a loading message by itself', () => {
    const store = new MessageStore();
    store.loading('Uploading…');
    store.show({ type: 'loading', text: 'with duration', duration: 100 });
    vi.advanceTimersByTime(3_600_000);
    expect(texts(store)).toEqual(['Uploading…', 'with duration']);
  });

  it('closes any message, and a closed message does not come back or close another', () => {
    const store = new MessageStore();
    const loading = store.loading('Saving…');
    const error = store.show({ type: 'error', text: 'Failed' });
    const info = store.show({ type: 'info', text: 'FYI' });
    store.close(loading);
    store.close(error);
    expect(texts(store)).toEqual(['FYI']);
    vi.advanceTimersByTime(2999);
    expect(store.messages.map((message) => message.id)).toEqual([info]);
  });
});

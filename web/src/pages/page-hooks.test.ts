// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRootStore } from '../stores/root-store.js';

vi.mock('vike/client/router', () => ({ prefetch: vi.fn(async () => {}) }));

const { onPageTransitionStart } = await import('./+onPageTransitionStart.js');
const { onPageTransitionEnd } = await import('./+onPageTransitionEnd.js');
const { onHydrationEnd } = await import('./+onHydrationEnd.js');

type TransitionContext = Parameters<typeof onPageTransitionEnd>[0];
const transition = (isBackwardNavigation: boolean | null) => ({ isBackwardNavigation }) as TransitionContext;

describe('client page hooks', () => {
  const store = createRootStore('en');
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());

  it('hydration sets data-hydrated on <body>', () => {
    expect(document.body.hasAttribute('data-hydrated')).toBe(false);
    onHydrationEnd();
    expect(document.body.getAttribute('data-hydrated')).toBe('true');
  });

  it('a page transition starts the loading bar; its end scrolls to the top and finishes the bar 1 s later', () => {
    onPageTransitionStart();
    expect(store.ui.loadingBar.state).toBe('starting');
    window.history.pushState({}, '', '/en/goods?page=2');
    onPageTransitionEnd(transition(null));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    vi.advanceTimersByTime(1000);
    expect(store.ui.loadingBar.state).toBe('finishing');
  });

  it('scrolls to the hash target when the new URL has one', () => {
    document.body.innerHTML = '<h2 id="reviews">Reviews</h2>';
    const target = document.getElementById('reviews') as HTMLElement;
    target.scrollIntoView = vi.fn();
    scrollTo.mockClear();
    window.history.pushState({}, '', '/en/goods/details?id=1#reviews');
    onPageTransitionEnd(transition(null));
    expect(target.scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('back/forward keeps the position the browser restores', () => {
    scrollTo.mockClear();
    window.history.pushState({}, '', '/en/opus');
    onPageTransitionEnd(transition(true));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

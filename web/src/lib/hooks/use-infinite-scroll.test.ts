// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from './use-infinite-scroll';

const VIEWPORT = 800;

function setPage(scrollHeight: number, scrollY: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: scrollHeight,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
}

function scrollTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useInfiniteScroll', () => {
  beforeEach(() => setPage(5000, 0));
  afterEach(cleanup);

  it('does nothing while the bottom is further than the threshold', () => {
    const onLoadMore = vi.fn();
    renderHook(() => useInfiniteScroll({ loading: false, finished: false, onLoadMore }));
    // 5000 - (3899 + 800) = 301 px from the bottom: one pixel outside the zone.
    scrollTo(3899);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('loads the next page within 300 px of the bottom, once per trigger', () => {
    const onLoadMore = vi.fn();
    renderHook(() => useInfiniteScroll({ loading: false, finished: false, onLoadMore }));
    scrollTo(3900); // exactly 300 px away
    scrollTo(3950);
    scrollTo(4200);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('re-arms when the load it triggered ends', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderHook((props) => useInfiniteScroll({ ...props, onLoadMore }), {
      initialProps: { loading: false, finished: false },
    });
    scrollTo(4000);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender({ loading: true, finished: false });
    scrollTo(4100);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // The new page made the document taller but the user is still near the bottom of it.
    setPage(5200, 4200);
    rerender({ loading: false, finished: false });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('re-arms when the user leaves the zone and comes back', () => {
    const onLoadMore = vi.fn();
    renderHook(() => useInfiniteScroll({ loading: false, finished: false, onLoadMore }));
    scrollTo(4000);
    scrollTo(1000);
    scrollTo(4000);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('never loads while loading or once finished', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderHook((props) => useInfiniteScroll({ ...props, onLoadMore }), {
      initialProps: { loading: true, finished: false },
    });
    scrollTo(4200);
    rerender({ loading: false, finished: true });
    scrollTo(4150);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('honours a custom threshold and fills a short page on mount', () => {
    const onLoadMore = vi.fn();
    setPage(900, 0); // 100 px from the bottom at load time
    renderHook(() => useInfiniteScroll({ loading: false, finished: false, onLoadMore, threshold: 50 }));
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(60);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stops listening after unmount', () => {
    const onLoadMore = vi.fn();
    const { unmount } = renderHook(() => useInfiniteScroll({ loading: false, finished: false, onLoadMore }));
    unmount();
    scrollTo(4200);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});

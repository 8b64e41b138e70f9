// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyScroll, scrollTargetFor } from './scroll.js';

describe('scrollTargetFor (spec §2)', () => {
  it('goes to the top when the path or the query changes', () => {
    expect(scrollTargetFor('/goods', '/opus')).toEqual({ kind: 'top' });
    expect(scrollTargetFor('/goods?page=1', '/goods?page=2')).toEqual({ kind: 'top' });
    expect(scrollTargetFor('http://h/en/goods', 'http://h/zh-tw/goods')).toEqual({ kind: 'top' });
  });

  it('goes to the hash target when there is one', () => {
    expect(scrollTargetFor('/goods', '/news#latest')).toEqual({ kind: 'hash', id: 'latest' });
    expect(scrollTargetFor('/news#a', '/news#b')).toEqual({ kind: 'hash', id: 'b' });
    expect(scrollTargetFor('/news', '/news#%E6%9C%80%E6%96%B0')).toEqual({ kind: 'hash', id: '最新' });
  });

  it('does nothing when neither the page nor the hash changed', () => {
    expect(scrollTargetFor('/goods?page=1', '/goods?page=1')).toEqual({ kind: 'none' });
    expect(scrollTargetFor('/news#a', '/news#a')).toEqual({ kind: 'none' });
    expect(scrollTargetFor('/news#a', '/news')).toEqual({ kind: 'none' });
  });
});

describe('applyScroll', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('scrolls the window to the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    applyScroll({ kind: 'top' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('scrolls the hash target into view', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.innerHTML = '<h2 id="latest">Latest</h2>';
    const target = document.getElementById('latest') as HTMLElement;
    target.scrollIntoView = vi.fn();
    applyScroll({ kind: 'hash', id: 'latest' });
    expect(target.scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('falls back to the top when the hash target does not exist', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    applyScroll({ kind: 'hash', id: 'missing' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('leaves the position alone for "none"', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    applyScroll({ kind: 'none' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

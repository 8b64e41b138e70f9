// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Gallery } from './gallery';
import type { GalleryItem, GalleryLabels } from './gallery-types';

const labels: GalleryLabels = {
  carousel: 'Product images',
  previous: 'Previous',
  next: 'Next',
  pause: 'Pause',
  play: 'Play',
  slide: (n, total) => `Slide ${n} of ${total}`,
  goTo: (n) => `Show slide ${n}`,
};

function makeItems(count: number): GalleryItem[] {
  return Array.from({ length: count }, (_, i) => ({ src: `/img/${i + 1}.svg`, alt: `Image ${i + 1}` }));
}

function currentSlide(): HTMLElement {
  const slide = document.querySelector<HTMLElement>('[data-current]');
  if (!slide) throw new Error('no current slide');
  return slide;
}

/** Sources the browser would actually fetch for the big slides (thumbnails excluded). */
function loadedSlideSources(): string[] {
  return [...document.querySelectorAll<HTMLImageElement>('[aria-roledescription="slide"] img')].map((img) =>
    img.getAttribute('src'),
  ) as string[];
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe('Gallery', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('is an accessible carousel with labelled slides', () => {
    render(<Gallery items={makeItems(3)} labels={labels} />);
    const region = screen.getByRole('region', { name: 'Product images' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    const hidden = document.querySelectorAll('[aria-roledescription="slide"][aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
  });

  it('advances every 5000 ms and wraps round', () => {
    render(<Gallery items={makeItems(3)} labels={labels} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
    act(() => vi.advanceTimersByTime(5000));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
  });

  it('gives real sources only to slides within 2 of the current one', () => {
    render(<Gallery items={makeItems(9)} labels={labels} autoplay={false} />);
    expect(loadedSlideSources().sort()).toEqual([
      '/img/1.svg',
      '/img/2.svg',
      '/img/3.svg',
      '/img/8.svg',
      '/img/9.svg',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 5' }));
    expect(loadedSlideSources().sort()).toEqual([
      '/img/3.svg',
      '/img/4.svg',
      '/img/5.svg',
      '/img/6.svg',
      '/img/7.svg',
    ]);
  });

  it('moves with the previous/next buttons and the arrow keys', () => {
    render(<Gallery items={makeItems(4)} labels={labels} autoplay={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 4');
    fireEvent.keyDown(region, { key: 'End' });
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 4 of 4');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 3 of 4');
    expect(screen.getByRole('button', { name: 'Show slide 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('pauses while hovered and resumes on leave', () => {
    render(<Gallery items={makeItems(3)} labels={labels} />);
    const region = screen.getByRole('region');
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
  });

  it('pauses while focus is inside', () => {
    render(<Gallery items={makeItems(3)} labels={labels} />);
    act(() => screen.getByRole('button', { name: 'Next' }).focus());
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    act(() => screen.getByRole('button', { name: 'Next' }).blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
  });

  it('stops and restarts with the pause/play button', () => {
    render(<Gallery items={makeItems(3)} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 2 of 3');
  });

  it('uses a 300 ms cross-fade, and none with prefers-reduced-motion which also starts paused', () => {
    const { unmount } = render(<Gallery items={makeItems(3)} labels={labels} />);
    expect(currentSlide().style.transitionDuration).toBe('300ms');
    unmount();
    mockReducedMotion(true);
    render(<Gallery items={makeItems(3)} labels={labels} />);
    expect(currentSlide().style.transitionDuration).toBe('0ms');
    act(() => vi.advanceTimersByTime(12_000));
    expect(currentSlide().getAttribute('aria-label')).toBe('Slide 1 of 3');
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
  });

  it('shows no controls and never rotates with a single item', () => {
    render(<Gallery items={makeItems(1)} labels={labels} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(loadedSlideSources()).toEqual(['/img/1.svg']);
  });

  it('renders video slides with their sources, a link when href is set, and captions', () => {
    const items: GalleryItem[] = [
      { type: 'video', poster: '/p.jpg', sources: [{ src: '/v.mp4', type: 'video/mp4' }], alt: 'Clip' },
      { src: '/a.jpg', alt: 'A', href: '/goods/details?id=1', title: 'Vase', description: 'Blue glaze' },
    ];
    render(<Gallery items={items} labels={labels} autoplay={false} />);
    const video = document.querySelector('video');
    expect(video?.getAttribute('poster')).toBe('/p.jpg');
    expect(video?.querySelector('source')?.getAttribute('src')).toBe('/v.mp4');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('link').getAttribute('href')).toBe('/goods/details?id=1');
    expect(screen.getByText('Blue glaze')).toBeVisible();
  });
});

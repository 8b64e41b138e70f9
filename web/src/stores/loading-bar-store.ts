import { makeAutoObservable } from 'mobx';

export type LoadingBarState = 'idle' | 'starting' | 'finishing' | 'error';

/** Spec §2/§9: the bar finishes 1000 ms after loading completes or after an app error. */
export const LOADING_BAR_FINISH_DELAY_MS = 1000;
/** How long the completed (or red) bar stays while it fades out; matches `.loading-bar-finishing` in global.css. */
export const LOADING_BAR_FADE_MS = 500;

/**
 * The top loading bar. `start()` on a page transition; `finish()` when the page has loaded and `error()`
 * after an app error both wait 1000 ms, then move to `finishing`/`error` (the bar completes and fades),
 * then back to `idle`. A new `start()` cancels whatever was pending.
 */
export class LoadingBarStore {
  state: LoadingBarState = 'idle';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeAutoObservable<LoadingBarStore, 'timer'>(this, { timer: false });
  }

  get visible(): boolean {
    return this.state !== 'idle';
  }

  start(): void {
    this.clearTimer();
    this.state = 'starting';
  }

  finish(): void {
    this.settleLater('finishing');
  }

  error(): void {
    this.settleLater('error');
  }

  private settleLater(state: 'finishing' | 'error'): void {
    // Nothing is loading (e.g. an error long after the page loaded): there is no bar to finish.
    if (this.state === 'idle') return;
    this.clearTimer();
    this.timer = setTimeout(() => this.settle(state), LOADING_BAR_FINISH_DELAY_MS);
  }

  private settle(state: 'finishing' | 'error'): void {
    this.state = state;
    this.timer = setTimeout(() => this.reset(), LOADING_BAR_FADE_MS);
  }

  private reset(): void {
    this.timer = undefined;
    this.state = 'idle';
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}

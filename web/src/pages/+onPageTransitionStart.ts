// https://vike.dev/onPageTransitionStart
import { getBrowserRootStore } from '../stores/root-store.js';

export function onPageTransitionStart() {
  getBrowserRootStore()?.ui.loadingBar.start();
}

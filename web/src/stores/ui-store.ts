import { BuildStore } from './build-store.js';
import { LoadingBarStore } from './loading-bar-store.js';
import { MessageStore } from './message-store.js';

/** Client UI state: messages, the top loading bar and build/update status. */
export class UiStore {
  readonly messages = new MessageStore();
  readonly loadingBar = new LoadingBarStore();
  readonly build: BuildStore;

  constructor(buildId: string) {
    this.build = new BuildStore(buildId);
  }
}

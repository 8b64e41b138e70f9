import { makeAutoObservable } from 'mobx';

/** Tracks whether a newer build than the one running was announced by `/assets/builds/latest.json`. */
export class BuildStore {
  readonly currentId: string;
  latestId: string | null = null;

  constructor(currentId: string) {
    this.currentId = currentId;
    makeAutoObservable(this);
  }

  get updateAvailable(): boolean {
    return this.latestId !== null && this.latestId !== this.currentId;
  }

  setLatest(id: string): void {
    this.latestId = id;
  }
}

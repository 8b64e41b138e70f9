// nextland works (opus) catalogue (docs/api-contract.md, "Site").
import type { QueryOf, WorkCursorPageDto, WorkDetailDto, WorkReactionStateDto } from './contract.js';
import type { NextlandClient } from './nextland-client.js';

const site = '/nextland-site/api/framework/v1/site';

export type WorkCursorPageQuery = QueryOf<`${typeof site}/homepage/opus/cursor-page`, 'get'>;

export class WorkApi {
  readonly #api: NextlandClient;

  constructor(api: NextlandClient) {
    this.#api = api;
  }

  cursorPage(query: WorkCursorPageQuery): Promise<WorkCursorPageDto> {
    return this.#api.get(`${site}/homepage/opus/cursor-page`, { query });
  }

  /** With a session, the detail carries the user's like/collect flags. */
  detail(id: string): Promise<WorkDetailDto> {
    return this.#api.get(`${site}/opus/detail/{id}`, { path: { id } });
  }

  /** The user's like/collect flags and the counts of 1–100 works (unknown and hidden ids left out). */
  reactionStates(ids: readonly string[]): Promise<WorkReactionStateDto[]> {
    return this.#api.get(`${site}/opus/reactions`, { query: { ids: ids.join(',') } }, { auth: 'required' });
  }

  /** Sets the user's like or collect on a work to `active`: idempotent, so a retried call is harmless. */
  setReaction(id: string, reaction: 'like' | 'collect', active: boolean): Promise<WorkReactionStateDto> {
    const options = { auth: 'required' } as const;
    if (reaction === 'like') {
      return active
        ? this.#api.post(`${site}/opus/like/{id}`, { path: { id } }, options)
        : this.#api.post(`${site}/opus/unlike/{id}`, { path: { id } }, options);
    }
    return active
      ? this.#api.post(`${site}/opus/collect/{id}`, { path: { id } }, options)
      : this.#api.post(`${site}/opus/uncollect/{id}`, { path: { id } }, options);
  }
}

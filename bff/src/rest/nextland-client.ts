// Typed calls to nextland: the path is one of the contract's (rest/contract.ts), its path parameters, query and
// body are that route's, and the result is its `data`. Headers, session, envelope and errors are BaseApi's.
import type { BaseApi, Query, RequestOptions } from './base-api.js';
import type { CallOf, DataOf, PathWith } from './contract.js';

type AnyCall = { path?: Record<string, string | number>; query?: Query; body?: unknown };

export class NextlandClient {
  readonly #api: BaseApi;

  constructor(api: BaseApi) {
    this.#api = api;
  }

  get<P extends PathWith<'get'>>(
    path: P,
    call: CallOf<P, 'get'>,
    options?: RequestOptions,
  ): Promise<DataOf<P, 'get'>> {
    const { query } = call as AnyCall;
    return this.#api.get(withParams(path, call as AnyCall), query, options);
  }

  post<P extends PathWith<'post'>>(
    path: P,
    call: CallOf<P, 'post'>,
    options?: RequestOptions,
  ): Promise<DataOf<P, 'post'>> {
    const { query, body } = call as AnyCall;
    return this.#api.post(withParams(path, call as AnyCall), body, query, options);
  }

  put<P extends PathWith<'put'>>(
    path: P,
    call: CallOf<P, 'put'>,
    options?: RequestOptions,
  ): Promise<DataOf<P, 'put'>> {
    const { query, body } = call as AnyCall;
    return this.#api.put(withParams(path, call as AnyCall), body, query, options);
  }
}

/** Fills `{name}` in a path template, encoded (an id never changes which route is called). */
function withParams(template: string, { path = {} }: AnyCall): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = path[name];
    if (value === undefined) throw new Error(`nextland path ${template} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A rendered page as the render cache keeps it (memory or Redis). */
export type CachedPage = {
  statusCode: number;
  headers: [string, string][];
  body: string;
  /** The CSP nonce the body was rendered with; replaced by each request's own nonce when served. */
  nonce: string;
  /** Date.now() when rendered: fresh for the TTL, then served stale while one re-render runs. */
  renderedAt: number;
};

/** Where entries live: this process (memory) or shared by every web process (Redis). */
export type RenderCacheStore = {
  get(key: string): Promise<CachedPage | undefined>;
  /** Keeps `page` for `keepMs` (TTL plus the stale window), then forgets it. */
  set(key: string, page: CachedPage, keepMs: number): Promise<void>;
  close(): Promise<void>;
};

/** The body with the stored nonce swapped for this request's, so the page's scripts pass its CSP header. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.nonce === nonce ? page.body : page.body.split(page.nonce).join(nonce);
}

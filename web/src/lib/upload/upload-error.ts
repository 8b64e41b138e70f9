export type UploadErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'tooLarge'
  | 'rateLimited'
  | 'network'
  | 'server'
  | 'aborted';

/** A failed upload; `message` is always translated (the server's own message, or ours when it gave none). */
export class UploadError extends Error {
  readonly kind: UploadErrorKind;
  /** nextland's envelope code or the HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** Per-field messages of a 400 answer (`data.fields`). */
  readonly fields: Record<string, string>;

  constructor(kind: UploadErrorKind, message: string, status = 0, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'UploadError';
    this.kind = kind;
    this.status = status;
    this.fields = fields;
  }
}

/** nextland's business codes (docs/domain.md#rest-contract) and HTTP statuses onto the UI's error kinds. */
export function uploadErrorKind(code: number): UploadErrorKind {
  if (code === 400 || code === 415 || code === 422) return 'invalid';
  if (code === 401 || code === 506 || code === 507) return 'unauthenticated';
  if (code === 413) return 'tooLarge';
  if (code === 429) return 'rateLimited';
  return 'server';
}

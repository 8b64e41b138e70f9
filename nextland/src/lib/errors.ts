import type { MessageKey, Param } from './messages/index.js';

/** Business codes of the envelope (docs/domain.md#rest-contract). */
export type ErrorCode = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503 | 506 | 507;

export type FieldError = { field: string; message: string };

/** Placeholder values of a message; `{ key }` is another message, translated in the same language. */
export type MessageParams = Record<string, Param>;

/**
 * An expected failure. Services throw these; the one error handler turns them into the envelope,
 * translating `messageKey` (with `params` filled in) into the request language.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly data: unknown = null,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
  }
}

export class ValidationError extends AppError {
  override name = 'ValidationError';
  constructor(readonly fields: FieldError[]) {
    super(400, 'badRequest', { fields });
  }
}

export class ClientAuthError extends AppError {
  override name = 'ClientAuthError';
  constructor() {
    super(401, 'unauthorized');
  }
}

export class ForbiddenError extends AppError {
  override name = 'ForbiddenError';
  constructor() {
    super(403, 'forbidden');
  }
}

export class NotFoundError extends AppError {
  override name = 'NotFoundError';
  constructor(messageKey: MessageKey = 'notFound') {
    super(404, messageKey);
  }
}

/** 409: the request is valid but the resource's state does not allow it (or changed under it). */
export class ConflictError extends AppError {
  override name = 'ConflictError';
  constructor(messageKey: MessageKey = 'conflict', params: MessageParams = {}) {
    super(409, messageKey, null, params);
  }
}

export class TokenExpiredError extends AppError {
  override name = 'TokenExpiredError';
  constructor() {
    super(506, 'tokenExpired');
  }
}

export class TokenInvalidError extends AppError {
  override name = 'TokenInvalidError';
  constructor() {
    super(507, 'tokenInvalid');
  }
}

/** HTTP status for an envelope code: it mirrors the code, except the token codes which are 401. */
export function httpStatusFor(code: number): number {
  if (code === 506 || code === 507) return 401;
  if (code >= 200 && code <= 599) return code;
  return 500;
}

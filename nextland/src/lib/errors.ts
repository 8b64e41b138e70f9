import type { MessageKey } from './messages/index.js';

/** Business codes of the envelope (domain.md). */
export type ErrorCode = 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503 | 506 | 507;

export type FieldError = { field: string; message: string };

/**
 * An expected failure. Services throw these; the one error handler turns them into the envelope,
 * translating `messageKey` into the request language.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly data: unknown = null,
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

export class ConflictError extends AppError {
  override name = 'ConflictError';
  constructor() {
    super(409, 'conflict');
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

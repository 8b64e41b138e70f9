// How errors are written to the log: without the values of SQL parameters (issue 10). Drizzle puts every
// parameter of a failed query into the error's message ("Failed query: …\nparams: 13800138000,…") and keeps
// them on `params`; PostgreSQL's `detail` repeats a duplicate key's value ("Key (phone)=(13800138000) already
// exists."). Those are phone numbers, names and ID numbers: the statement and the error code are enough to
// find a fault, so the values are replaced, everywhere in the error and its causes.
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const KEY_VALUE = /\(([^()]*)\)=\((?:[^()]|\([^()]*\))*\)/g;
const KEPT_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'routine', 'statusCode'] as const;
const MAX_CAUSES = 5;

function redact(text: string): string {
  return text.replace(PARAMS_LINE, '\nparams: [redacted]').replace(KEY_VALUE, '($1)=([redacted])');
}

export type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

/** pino's `err` serializer for nextland: the usual fields, values of personal data removed. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redact(String(error)), stack: '' };
  const logged: LoggedError = {
    type: error.name,
    message: redact(error.message),
    stack: redact(error.stack ?? ''),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const key of KEPT_FIELDS) if (fields[key] !== undefined) logged[key] = fields[key];
  if (typeof fields.detail === 'string') logged.detail = redact(fields.detail);
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

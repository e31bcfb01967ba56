// The logger's `err` serializer: every logged error names its failure (type, message,
// driver code, SQLSTATE, the failed statement) but never the statement's parameters. Drizzle's message
// is "Failed query: <sql>\nparams: <values>", and the values are tag codes, session keys, e-mails and
// health data (decision 022 keeps codes out of logs). An allowlist of fields: pg's `detail` and
// `where` quote row values, so they stay out too.

export type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** Fields that describe a failure without quoting data. */
const KEPT_FIELDS = [
  'code',
  'errno',
  'syscall',
  'address',
  'port',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'constraint',
  'statusCode',
] as const;

const PARAMS = /\nparams: [\s\S]*$/;

function withoutParams(text: string): string {
  return text.replace(PARAMS, '\nparams: [redacted]');
}

export function serializeError(error: Error, depth = 0): LoggedError {
  // pino hands over whatever was logged as `err`.
  if (!isError(error)) return { type: typeof error, message: String(error), stack: '' };
  const source = error as Error & Record<string, unknown>;
  const type = source.constructor?.name ?? source.name;
  const message = withoutParams(String(source.message));
  // The stack's own first lines repeat the message: only its frames are kept, under the cut message.
  const stack = typeof source.stack === 'string' ? source.stack : '';
  const frames = stack.indexOf('\n    at ');
  const out: LoggedError = {
    type,
    message,
    stack: `${type}: ${message}${frames >= 0 ? stack.slice(frames) : ''}`,
  };
  for (const field of KEPT_FIELDS) {
    if (source[field] !== undefined) out[field] = source[field];
  }
  if (depth < 4) {
    if (isError(source.cause)) out.cause = serializeError(source.cause, depth + 1);
    if (Array.isArray(source.errors)) {
      out.errors = source.errors.filter(isError).map((inner) => serializeError(inner, depth + 1));
    }
  }
  return out;
}

function isError(value: unknown): value is Error {
  return typeof value === 'object' && value !== null && 'message' in value;
}

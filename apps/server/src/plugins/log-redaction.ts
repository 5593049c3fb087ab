import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/**
 * What the logs may say about a request: method and path, never the query string (searches carry
 * names, e-mails and phone numbers), the route, and the address for rate-limit questions.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: (request.url ?? '').split('?')[0] ?? '',
    remoteAddress: request.ip,
  };
}

/**
 * An error as the logs may keep it: its type, SQLSTATE and constraint, and the first line of its
 * message without the query's parameters (Drizzle's "Failed query: … params: …" lists the values, and
 * PostgreSQL's `detail` names them: "Key (email)=(…) already exists"). The stack stays for debugging.
 */
export function errorForLog(error: unknown) {
  if (!(error instanceof Error)) return { type: typeof error };
  const causes: Array<{ type: string; code?: string; constraint?: string }> = [];
  for (let current: unknown = error.cause; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    causes.push({
      type: current.name,
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof constraint === 'string' ? { constraint } : {}),
    });
  }
  const message = (error.message.split(/\r?\n/)[0] ?? '').replace(/\s*params:.*$/s, '');
  const { code } = error as Error & { code?: unknown };
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(causes.length > 0 ? { causes } : {}),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 8)
      .join('\n'),
  };
}

/** Fastify logger serializers that keep personal data out of every log line. */
export const redactingSerializers = {
  req: requestForLog,
  err: errorForLog,
} as unknown as NonNullable<FastifyLoggerOptions['serializers']>;

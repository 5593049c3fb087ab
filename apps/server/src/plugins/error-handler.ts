import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FailureEnvelope } from '@salon/api/envelope';
import { isDatabaseBusy } from '../db/errors';
import { HttpError, ServiceUnavailableError, TooManyRequestsError } from '../errors';
import { sendFailure } from '../http/failure';

export { sendFailure };

/** Our messages for Fastify's own client errors (its texts name internals such as the parser). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but the content type is JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'Invalid content type',
};

/**
 * One mapping from errors to the failure envelope: our typed errors keep their status and message,
 * Fastify's client errors (bad JSON, body too large, wrong content type) stay 4xx, anything else is a
 * logged 500 with a generic message.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429) request.log.warn({ url: request.url }, 'rate limited');
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds)
        void reply.header('retry-after', String(error.retryAfterSeconds));
      return sendFailure(reply, error.statusCode, error.message, error.code);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return sendFailure(reply, 400, fastifyError.message);
    }
    const statusCode = fastifyError.statusCode;
    if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
      const known = fastifyError.code ? FASTIFY_MESSAGES[fastifyError.code] : undefined;
      // The JSON parser's SyntaxError carries statusCode 400 and the parser's text; say it plainly.
      const message =
        known ??
        (error instanceof SyntaxError ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
      return sendFailure(reply, statusCode, message ?? 'Bad request');
    }
    if (isDatabaseBusy(error)) {
      const busy = new ServiceUnavailableError();
      request.log.warn({ url: request.url }, 'database busy: lock or statement timeout');
      return sendFailure(reply, busy.statusCode, busy.message, busy.code);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFailure(reply, 500, 'Something went wrong on our side, please try again later');
  });
}

/** Errors Fastify raises before routing (a path with bad percent-encoding): a 400 in our envelope. */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const message =
    error.code === 'FST_ERR_BAD_URL' ? 'The address is not well-formed' : error.message || 'Bad request';
  return sendFailure(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, message);
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request headers are too large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Request is too large'],
};

/**
 * Node's HTTP parser rejects some requests before Fastify sees them (headers over 16 KB, broken
 * framing); answer those in the envelope as well, then close the connection.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad request'];
  const body = JSON.stringify({ status: false, message } satisfies FailureEnvelope);
  const reason =
    status === 431 ? 'Request Header Fields Too Large' : status === 413 ? 'Payload Too Large' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

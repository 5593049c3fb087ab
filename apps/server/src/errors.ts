/**
 * Errors that services throw; the error handler (plugins/error-handler.ts) turns them into a status code
 * and the `{status: false, message, code?}` envelope. The message is shown to the user as is.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Machine-readable reason the client acts on, such as `invalid_token`. */
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, code?: string) {
    super(400, message, code);
  }
}

export class UnauthorizedError extends HttpError {
  /** The admin UI signs out on the `invalid_token` code, so it is the default. */
  constructor(message = 'invalid_token', code = 'invalid_token') {
    super(401, message, code);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do this', code?: string) {
    super(403, message, code);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found', code?: string) {
    super(404, message, code);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, code?: string) {
    super(409, message, code);
  }
}

export class TooManyRequestsError extends HttpError {
  /** Sent as the `Retry-After` header when set. */
  retryAfterSeconds?: number;

  constructor(message = 'Too many requests, please try again later') {
    super(429, message, 'rate_limited');
  }
}

/** The server could not serve the request in time (a database lock or statement over its limit). */
export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The server is busy right now, please try again in a moment') {
    super(503, message, 'busy');
  }
}

/** The one error type the client raises: the server's message when it sent one, else the network's. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** Machine-readable reason such as `invalid_token`, when the server gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

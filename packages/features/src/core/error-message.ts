import { isApiError } from '@salon/api/errors';

/** The text to show for a failed call: the server's message, else the network error's, else a fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiError(error) && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * Whether a failed read means "there is no such thing here": a 404, or a 400 for an address whose id is
 * malformed. A page shows its not-found page then, never the validator's wording.
 */
export function isNotFoundError(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

import { isApiError } from '@salon/api/errors';

/** The text to show for a failed call: the server's message, else the network error's, else a fallback. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiError(error) && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

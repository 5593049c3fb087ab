import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors';
import type { Authenticator } from '../http/viewer';
import type { AuthService } from '../modules/auth';

/** The session token from the `token` header (what the admin sends) or `Authorization: Bearer`. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token.trim();
  const authorization = request.headers.authorization;
  const match = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization) : null;
  return match?.[1];
}

/**
 * Resolves the caller of a request. `token` endpoints answer 401 without a valid session; `optional`
 * endpoints (public pages that may be opened while signed in) treat a missing or stale token as anonymous.
 */
export function createAuthenticator(auth: AuthService): Authenticator {
  return async (request, mode) => {
    const token = tokenOf(request);
    if (!token) {
      if (mode === 'token') throw new UnauthorizedError();
      return null;
    }
    try {
      return await auth.authenticate(token);
    } catch (error) {
      if (mode === 'optional' && error instanceof UnauthorizedError) return null;
      throw error;
    }
  };
}

import type { FastifyRequest } from 'fastify';
import type { Role } from '@salon/api/shared/schemas';
import { ForbiddenError } from '../errors';

/** The signed-in caller of a request, as the auth plugin resolved it from the token. */
export interface Viewer {
  userId: string;
  sessionId: string;
  role: Role;
  /**
   * The tenant the caller works in: their salon, a superadmin's current salon, or null for the
   * platform admin (and a superadmin who has not picked a salon).
   */
  salonId: string | null;
  /** The token the request carried (get-user-by-token echoes it). */
  token: string;
}

/**
 * The salon the viewer works in, for roles that act within one salon. A superadmin who has not
 * picked a salon cannot act on salon data yet: 403 with `message`. (A tenant rule, not a role rule:
 * roles are checked by `authorize`.)
 */
/** Resolves the caller of a request (plugins/auth.ts builds it from the auth service). */
export type Authenticator = (request: FastifyRequest, mode: 'token' | 'optional') => Promise<Viewer | null>;

export function ownSalonOf(viewer: Pick<Viewer, 'salonId'>, message?: string): string {
  if (!viewer.salonId) throw noSalonChosen(message);
  return viewer.salonId;
}

/** The 403 of a caller without a salon to work in (none chosen yet, or it is gone). */
export function noSalonChosen(message = 'Choose a salon first'): ForbiddenError {
  return new ForbiddenError(message);
}

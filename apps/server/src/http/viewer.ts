import type { Role } from '@salon/api/shared/schemas';

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

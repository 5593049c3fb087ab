import type { Profile } from '@salon/api/auth/schemas';
import { can } from '@salon/api/permissions';
import { isApiError } from '@salon/api/errors';

/** What a failed or refused user-info load does to the session (spec 1 §4). */
export type SessionVerdict = { end: false } | { end: true; toast: string | null };

/**
 * The user-info call ends the session on a bad token (code `invalid_token` or message `jwt malformed`,
 * with an error toast) and on any other 401; a profile of a role the permission table keeps out of the
 * dashboard (`dashboard.signIn`: a client or a company) is signed out too.
 */
export function sessionVerdict(result: { error?: unknown; profile?: Profile | null }): SessionVerdict {
  const { error, profile } = result;
  if (error) {
    if (!isApiError(error)) return { end: false };
    if (error.code === 'invalid_token' || error.message === 'jwt malformed') {
      return { end: true, toast: error.message };
    }
    if (error.status === 401) return { end: true, toast: error.message || null };
    return { end: false };
  }
  // Clients and partner companies have no dashboard (features/auth refuses their sign-in).
  if (profile && !can(profile.role, 'dashboard.signIn')) return { end: true, toast: null };
  return { end: false };
}

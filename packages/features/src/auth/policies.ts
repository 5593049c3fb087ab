import type { Role } from '@salon/api/shared/schemas';

/** Message under the password field when a client signs in here instead of the mobile app. */
export const CLIENT_SIGN_IN_REFUSED = 'Clients sign in on the mobile app';

/** Clients (`user`) are not let into the dashboard; every other role is. */
export function canSignInToDashboard(role: Role): boolean {
  return role !== 'user';
}

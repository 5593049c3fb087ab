import type { PermissionTable } from '../shared/permissions';

/** Account actions beyond one's own password and sessions. */
export const AUTH_PERMISSIONS = {
  /** Change Password of another account (the admin platform-wide, the others within their salon). */
  'passwords.changeOthers': ['admin', 'superadmin', 'salon'],
  /** Change Password of an account of any salon (the others reach their own salon's only). */
  'passwords.changeAnySalon': ['admin'],
  /** A superadmin's password is changed by that superadmin alone (nobody changes another's). */
  'passwords.changeSuperadmins': [],
  'salons.switch': ['superadmin'],
  /**
   * Staff: who signs in to the dashboard, and so may be e-mailed a link to reset their own password from
   * its sign-in page (clients and partner companies are not).
   */
  'dashboard.signIn': ['admin', 'superadmin', 'salon', 'manager', 'stylist'],
  /** My Profile: the spec offers no profile editing to the platform admin. */
  'profile.edit': ['superadmin', 'salon', 'manager', 'stylist', 'user', 'company'],
  /** My Profile: stylists keep the services they offer in their profile form. */
  'profile.editServices': ['stylist'],
  /** A salon's public site: its customers sign in there (a client of that salon; checked by the server). */
  'site.signIn': ['user'],
} as const satisfies PermissionTable;

import type { Role } from '@salon/api/shared/schemas';

const MANAGERS: readonly Role[] = ['superadmin', 'salon', 'manager'];

/**
 * What the Users page offers each role (spec 1 §6, as the server enforces it): salon owners, managers
 * and the superadmin manage their salon's clients; a stylist sees their own clients (no Stylist column,
 * no add) and may add notes and send messages; the admin reads every salon's clients.
 */
export function usersCapabilities(role: Role) {
  const manages = MANAGERS.includes(role);
  const contacts = manages || role === 'stylist';
  return {
    add: manages,
    viewStylist: role !== 'stylist',
    edit: manages,
    toggleActive: manages,
    delete: manages,
    logout: manages,
    notes: contacts,
    message: contacts,
  };
}

export type UsersCapabilitySet = ReturnType<typeof usersCapabilities>;

/** Roles that may open the Users page; others are sent to `/`. */
export const USERS_PAGE_ROLES: readonly Role[] = ['superadmin', 'admin', 'salon', 'manager', 'stylist'];

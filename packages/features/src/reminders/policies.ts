import { rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** Who sees and changes the reminder choices: the salon owner, managers and the superadmin. */
export const REMINDER_SETTINGS_ROLES: readonly Role[] = rolesFor('reminders.settings');

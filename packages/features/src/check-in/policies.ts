import { rolesFor } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** The check-in desk: salon owners, managers and the superadmin; others are sent to `/`. */
export const CHECK_IN_PAGE_ROLES: readonly Role[] = rolesFor('attendance.checkIn');

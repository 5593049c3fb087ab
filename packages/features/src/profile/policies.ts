import { can } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';

/** What My Profile offers each role (spec 1 §6 "Profile"). */
export function profileCapabilities(role: Role) {
  return {
    /** Edit and change password are not offered to admin. */
    editProfile: can(role, 'profile.edit'),
    changePassword: can(role, 'profile.edit'),
    /** Everyone can sign out every device. */
    logoutAllSessions: true,
    /** Plan information and cancel subscription: salon owners only. */
    viewPlan: can(role, 'salons.ownSubscription'),
    /** Stylists keep their services in the profile form. */
    editServices: can(role, 'profile.editServices'),
  };
}

export type ProfileCapabilitySet = ReturnType<typeof profileCapabilities>;

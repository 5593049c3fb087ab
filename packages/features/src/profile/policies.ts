import type { Role } from '@salon/api/shared/schemas';

/** What My Profile offers each role (spec 1 §6 "Profile"). */
export function profileCapabilities(role: Role) {
  return {
    /** Edit and change password are not offered to admin. */
    editProfile: role !== 'admin',
    changePassword: role !== 'admin',
    /** Everyone can sign out every device. */
    logoutAllSessions: true,
    /** Plan information and cancel subscription: salon owners only. */
    viewPlan: role === 'salon',
    /** Stylists keep their services in the profile form. */
    editServices: role === 'stylist',
  };
}

export type ProfileCapabilitySet = ReturnType<typeof profileCapabilities>;

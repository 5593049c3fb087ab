import type { Profile } from '@salon/api/auth/schemas';
import type { ProfileDetails } from '@salon/ui/screens/profile/MyProfileScreen';
import { roleLabel } from '../core/display-text';

/** The profile as My Profile shows it. */
export function toProfileDetails(profile: Profile): ProfileDetails {
  return {
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    address: profile.address,
    photo: profile.photo,
    roleLabel: roleLabel(profile.role),
    salonName: profile.salon?.name ?? null,
    ...(profile.role === 'stylist'
      ? {
          stylist: {
            startTime: profile.startTime ?? null,
            endTime: profile.endTime ?? null,
            services: (profile.services ?? []).map((service) => service.title),
          },
        }
      : {}),
  };
}

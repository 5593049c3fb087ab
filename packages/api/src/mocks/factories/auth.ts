import type { Profile, SalonRef, UserInfo } from '../../auth/schemas';
import type { Role } from '../../shared/schemas';

export const SALON_ONE: SalonRef = {
  _id: '5a1f0000-0000-4000-8000-000000000001',
  name: 'Demo Salon',
  photo: null,
  slug: 'demo-salon',
};
export const SALON_TWO: SalonRef = {
  _id: '5a1f0000-0000-4000-8000-000000000002',
  name: 'Second Salon',
  photo: null,
  slug: 'second-salon',
};

const NAMES: Record<Role, string> = {
  superadmin: 'Sam Super',
  admin: 'Ada Admin',
  salon: 'Olivia Owner',
  manager: 'Mia Manager',
  stylist: 'Stella Stylist',
  user: 'Chris Client',
  company: 'Cora Company',
};

const ROLE_INDEX: Record<Role, number> = {
  superadmin: 1,
  admin: 2,
  salon: 3,
  manager: 4,
  stylist: 5,
  user: 6,
  company: 7,
};

export function userIdOf(role: Role): string {
  return `0e5e0000-0000-4000-8000-00000000000${ROLE_INDEX[role]}`;
}

export function buildUserInfo(role: Role, overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    token: `mock-token-${role}`,
    role,
    _id: userIdOf(role),
    name: NAMES[role],
    email: `${role}@example.com`,
    photo: null,
    salon: role === 'admin' ? null : SALON_ONE,
    ...overrides,
  };
}

export function buildProfile(role: Role, overrides: Partial<Profile> = {}): Profile {
  const base: Profile = {
    _id: userIdOf(role),
    role,
    name: NAMES[role],
    email: `${role}@example.com`,
    phone: '5550100100',
    address: '12 Market Street, Springfield',
    photo: null,
    gender: 'female',
    active: true,
    salon: role === 'admin' ? null : SALON_ONE,
  };
  if (role === 'stylist') {
    base.startTime = '09:00';
    base.endTime = '17:00';
    base.services = [
      { _id: '5e7c0000-0000-4000-8000-000000000001', title: 'Haircut' },
      { _id: '5e7c0000-0000-4000-8000-000000000002', title: 'Colouring' },
    ];
  }
  return { ...base, ...overrides };
}

export const salonOptions: SalonRef[] = [SALON_ONE, SALON_TWO];

/** Hand-off tokens the mocks know: `valid` signs the new owner in; any other is expired or used. */
export const MOCK_SIGN_IN_TOKENS = {
  valid: 'VALIDsignINtokenVALIDsignINtokenVALIDsign01',
  used: 'USEDsignINtokenUSEDsignINtokenUSEDsignINtok2',
} as const;

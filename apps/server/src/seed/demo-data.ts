import type { AppMenu, RoleValue } from '../db/schema';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'DemoPass1!';

// Fixed ids (the same as the api mock factories use) so links, stories and tests can name them.
export const DEMO_SALON_ID = '5a1f0000-0000-4000-8000-000000000001';
export const SECOND_SALON_ID = '5a1f0000-0000-4000-8000-000000000002';
const userId = (n: number) => `0e5e0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export interface DemoSalon {
  id: string;
  slug: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  timeZone: string;
  appMenu: AppMenu;
}

export interface DemoUser {
  id: string;
  role: RoleValue;
  name: string;
  email: string;
  salonId: string | null;
  currentSalonId?: string;
  phone: string;
  address?: string;
  gender: 'male' | 'female';
  stylistId?: string;
  clientNote?: string;
  platform?: string;
  startTime?: string;
  endTime?: string;
}

export const demoSalons: DemoSalon[] = [
  {
    id: DEMO_SALON_ID,
    slug: 'demo-salon',
    name: 'Demo Salon',
    email: 'hello@demo-salon.example.com',
    phone: '2125550100',
    address: '120 Madison Avenue, New York, NY 10016',
    country: 'US',
    timeZone: 'America/New_York',
    appMenu: { isVideo: true, isCheckin: true, isPOS: true },
  },
  {
    id: SECOND_SALON_ID,
    slug: 'second-salon',
    name: 'Second Salon',
    email: 'hallo@second-salon.example.com',
    phone: '3055550100',
    address: 'Kastanienallee 12, 10435 Berlin',
    country: 'DE',
    timeZone: 'Europe/Berlin',
    appMenu: { isVideo: false, isCheckin: true, isPOS: false },
  },
];

export const DEMO_USER_IDS = {
  superadmin: userId(1),
  admin: userId(2),
  owner: userId(3),
  manager: userId(4),
  stylist: userId(5),
  client: userId(6),
  company: userId(7),
  owner2: userId(8),
} as const;

const one = DEMO_SALON_ID;
const two = SECOND_SALON_ID;

// prettier-ignore
export const demoUsers: DemoUser[] = [
  // One account per role.
  { id: userId(1), role: 'superadmin', name: 'Samuel Porter', email: 'superadmin@example.com', salonId: null, currentSalonId: one, phone: '6465550101', gender: 'male' },
  { id: userId(2), role: 'admin', name: 'Ada Lawson', email: 'admin@example.com', salonId: null, phone: '6465550102', gender: 'female' },
  { id: userId(3), role: 'salon', name: 'Olivia Bennett', email: 'owner@example.com', salonId: one, phone: '2125550103', address: '120 Madison Avenue, New York, NY 10016', gender: 'female' },
  { id: userId(4), role: 'manager', name: 'Mia Torres', email: 'manager@example.com', salonId: one, phone: '2125550104', address: '48 Lexington Avenue, New York, NY 10010', gender: 'female' },
  { id: userId(5), role: 'stylist', name: 'Stella Romano', email: 'stylist@example.com', salonId: one, phone: '2125550105', address: '233 East 17th Street, New York, NY 10003', gender: 'female', startTime: '09:00', endTime: '17:00' },
  { id: userId(6), role: 'user', name: 'Chris Walker', email: 'client@example.com', salonId: one, phone: '2125550106', gender: 'male', stylistId: userId(5), clientNote: 'Prefers a short fade on the sides.', platform: 'ios' },
  { id: userId(7), role: 'company', name: 'Cora Hayes', email: 'company@example.com', salonId: one, phone: '2125550107', address: '1 Liberty Plaza, New York, NY 10006', gender: 'female' },
  { id: userId(8), role: 'salon', name: 'Lukas Becker', email: 'owner2@example.com', salonId: two, phone: '3055550108', address: 'Kastanienallee 12, 10435 Berlin', gender: 'male' },
  // More stylists.
  { id: userId(16), role: 'stylist', name: 'James Carter', email: 'james.carter@example.com', salonId: one, phone: '2125550116', gender: 'male', startTime: '10:00', endTime: '18:00' },
  { id: userId(17), role: 'stylist', name: 'Priya Shah', email: 'priya.shah@example.com', salonId: one, phone: '2125550117', gender: 'female', startTime: '08:00', endTime: '16:00' },
  { id: userId(18), role: 'stylist', name: 'Anna Schmidt', email: 'anna.schmidt@example.com', salonId: two, phone: '3055550118', gender: 'female', startTime: '09:00', endTime: '17:00' },
  { id: userId(19), role: 'stylist', name: 'Jonas Weber', email: 'jonas.weber@example.com', salonId: two, phone: '3055550119', gender: 'male', startTime: '11:00', endTime: '19:00' },
  // More clients.
  { id: userId(32), role: 'user', name: 'Emily Johnson', email: 'emily.johnson@example.com', salonId: one, phone: '2125550132', gender: 'female', stylistId: userId(16), clientNote: 'Allergic to ammonia-based colour.', platform: 'android' },
  { id: userId(33), role: 'user', name: 'Daniel Kim', email: 'daniel.kim@example.com', salonId: one, phone: '2125550133', gender: 'male', stylistId: userId(17), platform: 'ios' },
  { id: userId(34), role: 'user', name: 'Grace Miller', email: 'grace.miller@example.com', salonId: one, phone: '2125550134', gender: 'female', stylistId: userId(5), platform: 'web' },
  { id: userId(35), role: 'user', name: 'Lena Fischer', email: 'lena.fischer@example.com', salonId: two, phone: '3055550135', gender: 'female', stylistId: userId(18), platform: 'android' },
  { id: userId(36), role: 'user', name: 'Felix Wagner', email: 'felix.wagner@example.com', salonId: two, phone: '3055550136', gender: 'male', stylistId: userId(19), platform: 'ios' },
];

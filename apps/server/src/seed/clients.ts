import type { Database } from '../db/client';
import { users, type NewUserRow } from '../db/schema';
import { DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from './demo-data';

type SeedUser = Omit<NewUserRow, 'passwordHash'>;

const id = (n: number) => `0e5e0000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** Demo Salon's stylists (demo-data.ts): Stella Romano, James Carter, Priya Shah. */
const DEMO_STYLISTS = [DEMO_USER_IDS.stylist, id(16), id(17)];
const PLATFORMS = ['ios', 'android', 'web'];

// prettier-ignore
const MORE_DEMO_CLIENTS: Array<[name: string, gender: 'male' | 'female', note?: string]> = [
  ['Ava Thompson', 'female', 'Likes a quiet chair by the window.'],
  ['Benjamin Lee', 'male'],
  ['Charlotte Davis', 'female', 'Sensitive scalp: gentle shampoo only.'],
  ['Ethan Brooks', 'male'],
  ['Hannah Clark', 'female'],
  ['Isaac Rivera', 'male', 'Books every third Friday.'],
  ['Julia Martinez', 'female'],
  ['Liam Foster', 'male'],
  ['Maya Patel', 'female', 'Prefers natural products.'],
  ['Noah Bennett', 'male'],
  ['Olivia Hughes', 'female'],
  ['Samuel Price', 'male'],
  ['Sophia Turner', 'female', 'Curly hair: dry cut.'],
  ['Thomas Reed', 'male'],
  ['Victoria Wood', 'female'],
  ['William Scott', 'male'],
];

/**
 * Clients of Demo Salon beyond the four of demo-data.ts, so the Users list (15 per page) has a second
 * page. Ids 0x40–0x4f.
 */
export const demoClients: SeedUser[] = MORE_DEMO_CLIENTS.map(([name, gender, note], index) => {
  const [first, last] = name.toLowerCase().split(' ') as [string, string];
  return {
    id: id(0x40 + index),
    role: 'user',
    name,
    email: `${first}.${last}@example.com`,
    salonId: DEMO_SALON_ID,
    phone: `21255502${String(index).padStart(2, '0')}`,
    gender,
    stylistId: DEMO_STYLISTS[index % DEMO_STYLISTS.length]!,
    clientNote: note ?? null,
    platform: PLATFORMS[index % PLATFORMS.length]!,
  };
});

export const DEMO_CLIENT_IDS = demoClients.map((client) => client.id!);

// prettier-ignore
const COMPANIES: Array<[salonId: string, name: string, email: string, phone: string, address: string]> = [
  [DEMO_SALON_ID, 'Brightline Media', 'office@brightline.example.com', '2125550301', '350 Fifth Avenue, New York, NY 10118'],
  [DEMO_SALON_ID, 'Northwind Traders', 'hello@northwind.example.com', '2125550302', '77 Water Street, New York, NY 10005'],
  [DEMO_SALON_ID, 'Harbor Health Clinic', 'front.desk@harborhealth.example.com', '2125550303', '210 East 64th Street, New York, NY 10065'],
  [SECOND_SALON_ID, 'Spree Digital GmbH', 'team@spree-digital.example.com', '3055550301', 'Friedrichstraße 68, 10117 Berlin'],
];

/** Partner companies (accounts of role `company`), ids 0x60–0x63, besides demo-data.ts's Cora Hayes. */
export const demoCompanies: SeedUser[] = COMPANIES.map(([salonId, name, email, phone, address], index) => ({
  id: id(0x60 + index),
  role: 'company',
  name,
  email,
  salonId,
  phone,
  address,
}));

export const DEMO_COMPANY_IDS = demoCompanies.map((company) => company.id!);

/** Inserts the extra clients and companies; rows that exist are left alone. */
export async function seedClients(db: Database, passwordHash: string): Promise<void> {
  await db
    .insert(users)
    .values([...demoClients, ...demoCompanies].map((row) => ({ ...row, passwordHash })))
    .onConflictDoNothing();
}

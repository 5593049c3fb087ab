import type { Database } from '../db/client';
import type { NewUserRow } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { FileStorage } from '../storage/file-storage';
import { DEMO_PASSWORD, DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from './demo-data';
import { PeopleSeedRepository } from './people-salons-repository';
import { productPng, type Rgb } from './png';
import { subServiceId } from './services-videos';

const personId = (n: number) => `0e5e0000-0000-4000-8000-${(0x500 + n).toString(16).padStart(12, '0')}`;

/** Ids of the people this seed adds (the demo-data ids stay the base accounts'). */
export const PEOPLE_IDS = {
  noah: personId(1),
  mateo: personId(2),
  manager2: personId(3),
} as const;

const one = DEMO_SALON_ID;
const two = SECOND_SALON_ID;

// prettier-ignore
const extraPeople: Array<Omit<NewUserRow, 'passwordHash'>> = [
  { id: PEOPLE_IDS.noah, role: 'stylist', salonId: one, name: 'Noah Brooks', email: 'noah.brooks@example.com', phone: '2125550120', address: '5 Doyers Street, New York, NY 10013', gender: 'male', startTime: '12:00', endTime: '20:00' },
  { id: PEOPLE_IDS.mateo, role: 'stylist', salonId: two, name: 'Mateo Rossi', email: 'mateo.rossi@example.com', phone: '3055550120', address: 'Oderberger Straße 3, 10435 Berlin', gender: 'male', startTime: '10:00', endTime: '18:00' },
  { id: PEOPLE_IDS.manager2, role: 'manager', salonId: two, name: 'Karl Vogel', email: 'manager2@example.com', phone: '3055550121', address: 'Schönhauser Allee 40, 10435 Berlin', gender: 'male' },
];

const STYLIST_IDS = [
  DEMO_USER_IDS.stylist,
  '0e5e0000-0000-4000-8000-000000000010', // James Carter
  '0e5e0000-0000-4000-8000-000000000011', // Priya Shah
  PEOPLE_IDS.noah,
  '0e5e0000-0000-4000-8000-000000000012', // Anna Schmidt
  '0e5e0000-0000-4000-8000-000000000013', // Jonas Weber
  PEOPLE_IDS.mateo,
];

// Portrait stand-ins: a background and a disc colour per stylist, the same on every run.
const PALETTE: Array<[Rgb, Rgb]> = [
  [
    [244, 214, 205],
    [176, 96, 80],
  ],
  [
    [205, 224, 244],
    [60, 98, 150],
  ],
  [
    [226, 244, 205],
    [92, 140, 60],
  ],
  [
    [244, 236, 205],
    [170, 130, 40],
  ],
  [
    [233, 205, 244],
    [120, 70, 150],
  ],
  [
    [205, 244, 236],
    [40, 130, 115],
  ],
  [
    [244, 205, 222],
    [160, 60, 100],
  ],
];

// [stylist, salon, break start, break end, recurring, interval minutes, services, break compulsory]
// prettier-ignore
const SETTINGS: Array<[string, string, string, string, 'week' | 'month' | 'year', number, number[], boolean]> = [
  [STYLIST_IDS[0]!, one, '13:00', '14:00', 'week', 30, [1, 2, 5], true],
  [STYLIST_IDS[1]!, one, '14:00', '15:00', 'week', 45, [1, 3, 4], false],
  [STYLIST_IDS[2]!, one, '12:00', '13:00', 'month', 60, [2, 6, 7, 8], true],
  [STYLIST_IDS[3]!, one, '16:00', '17:00', 'week', 30, [3, 9], false],
  [STYLIST_IDS[4]!, two, '13:00', '14:00', 'week', 60, [17, 19], true],
  [STYLIST_IDS[5]!, two, '15:00', '16:00', 'year', 30, [18, 21], false],
  [STYLIST_IDS[6]!, two, '14:00', '15:00', 'week', 45, [17, 18, 20], false],
];

/**
 * Salon people beyond the base accounts: a fourth stylist for Demo Salon, a third stylist and a manager
 * for Second Salon, a photo for every stylist (through `storage`, when given) and stylist settings.
 * Idempotent: missing rows are added, present ones left alone. Runs after the services seed.
 */
export async function seedPeopleSalons(db: Database, storage?: FileStorage): Promise<void> {
  const repository = new PeopleSeedRepository(db);
  const missing = new Set(await repository.missingUserIds(extraPeople.map((person) => person.id!)));
  if (missing.size > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await repository.insertUsers(
      extraPeople.filter((person) => missing.has(person.id!)).map((person) => ({ ...person, passwordHash })),
    );
  }

  if (storage) {
    for (const id of await repository.stylistsWithoutPhoto(STYLIST_IDS)) {
      const [background, disc] = PALETTE[STYLIST_IDS.indexOf(id)]!;
      const stored = await storage.put(productPng(96, background, disc), { extension: 'png' });
      await repository.setPhoto(id, storage.urlOf(stored.key));
    }
  }

  await repository.insertSettings(
    SETTINGS.map(
      ([stylistId, salonId, breakStart, breakEnd, recurringType, intervalMinutes, services, compulsory]) => ({
        stylistId,
        salonId,
        breakStart,
        breakEnd,
        recurringType,
        intervalMinutes,
        serviceIds: services.map(subServiceId),
        isBreakTimeCompulsory: compulsory,
      }),
    ),
  );
}

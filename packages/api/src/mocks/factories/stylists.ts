import type { SubService } from '../../services/schemas';
import type { StylistItem, StylistOption, StylistSettings } from '../../stylists/schemas';
import { SALON_ONE, SALON_TWO } from './auth';
import { builder, fixedId } from '../builders';

const stylistId = (n: number) => fixedId('57e10000', n);

/** The demo stylists' ids; the first is the signed-in stylist of the auth fixtures. */
export const STYLIST_IDS = {
  stella: '0e5e0000-0000-4000-8000-000000000005',
  james: stylistId(1),
  priya: stylistId(2),
  noah: stylistId(3),
};

export const buildStylist = builder<StylistItem>(() => ({
  _id: STYLIST_IDS.stella,
  name: 'Stella Romano',
  email: 'stylist@example.com',
  phone: '2125550105',
  address: '233 East 17th Street, New York, NY 10003',
  photo: null,
  gender: 'female',
  active: true,
  salon: { _id: SALON_ONE._id, name: SALON_ONE.name },
}));

export const stylists: StylistItem[] = [
  buildStylist(),
  buildStylist({
    _id: STYLIST_IDS.james,
    name: 'James Carter',
    email: 'james.carter@example.com',
    phone: '2125550116',
    address: '90 Bedford Street, New York, NY 10014',
    gender: 'male',
  }),
  buildStylist({
    _id: STYLIST_IDS.priya,
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    phone: '2125550117',
    address: '14 Grove Street, New York, NY 10014',
    active: false,
  }),
  buildStylist({
    _id: STYLIST_IDS.noah,
    name: 'Noah Brooks',
    email: 'noah.brooks@example.com',
    phone: '2125550118',
    address: '5 Doyers Street, New York, NY 10013',
    gender: 'male',
  }),
];

/** Enough stylists for a second page at 20 per page, across both salons (the admin's view). */
export const manyStylists: StylistItem[] = Array.from({ length: 20 }, (_, index) =>
  buildStylist({
    _id: stylistId(100 + index),
    name: `Stylist ${String(index + 1).padStart(2, '0')}`,
    email: `stylist${index + 1}@example.com`,
    phone: `21255502${String(index).padStart(2, '0')}`,
    gender: index % 2 ? 'male' : 'female',
    salon:
      index % 2 ? { _id: SALON_TWO._id, name: SALON_TWO.name } : { _id: SALON_ONE._id, name: SALON_ONE.name },
  }),
);

export const stylistOptions: StylistOption[] = stylists
  .filter((stylist) => stylist.active)
  .map(({ _id, name, photo }) => ({ _id, name, photo }));

/** Service ids the settings fixtures name; the services area's fixtures use the same ones. */
export const SETTINGS_SERVICE_IDS = [
  '5e7c0000-0000-4000-8000-000000000001',
  '5e7c0000-0000-4000-8000-000000000002',
];

export const buildStylistSettings = builder<StylistSettings>(() => ({
  stylistId: STYLIST_IDS.stella,
  startTime: '13:00',
  endTime: '14:00',
  recurringType: 'week',
  intervalTime: 30,
  services: [SETTINGS_SERVICE_IDS[0]!],
  isBreakTimeCompulsory: true,
}));

export const emptyStylistSettings: StylistSettings = {
  stylistId: STYLIST_IDS.james,
  startTime: null,
  endTime: null,
  recurringType: null,
  intervalTime: null,
  services: [],
  isBreakTimeCompulsory: false,
};

/** The services the settings fixtures name, as `GET /service/get-enable-sub-service` lists them. */
export const settingsServices: SubService[] = [
  ['Haircut', 45, 55],
  ['Colouring', 120, 140],
  ["Men's Cut", 30, 35],
].map(([title, requiredTime, charges], index) => ({
  _id: SETTINGS_SERVICE_IDS[index] ?? `5e7c0000-0000-4000-8000-00000000000${index + 1}`,
  title: title as string,
  service: '5e7ca7e0-0000-4000-8000-000000000001',
  description: `${title as string} at Demo Salon.`,
  charges: charges as number,
  requiredTime: requiredTime as number,
  leadTime: 0,
  breakTime: 10,
  enable: true,
  rank: index,
}));

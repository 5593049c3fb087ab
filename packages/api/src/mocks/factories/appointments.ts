import type { Appointment, AppointmentStatus, StylistData } from '../../availability/schemas';
import type { AppointmentInfo, StatusOption } from '../../appointments/schemas';
import { FIXED_NOW } from '../clock';
import { SALON_ONE, userIdOf } from './auth';
import { fixedId } from '../builders';

/*
 * The booking fixtures' week: FIXED_NOW is Monday 16 March 2026, 09:00 UTC, which is 05:00 in Demo
 * Salon's zone (America/New_York, EDT, UTC-4 since 8 March). The week shown runs Sunday 15 to Saturday
 * 21 March, all in EDT, so every wall-clock time below is UTC-4.
 */
export const MOCK_TIME_ZONE = 'America/New_York';
export const MOCK_SALON_ID = SALON_ONE._id;
const MOCK_OFFSET = '-04:00';

/** The instant of a salon-local `date` and `time` in the fixture week, as the server sends it (UTC). */
export function mockInstant(date: string, time: string): string {
  return new Date(`${date}T${time}:00${MOCK_OFFSET}`).toISOString();
}

export function addMinutesIso(iso: string, minutes: number): string {
  return new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();
}

/** More than 15 minutes ahead of FIXED_NOW. */
export function isEditableAt(iso: string, now: Date = FIXED_NOW): boolean {
  return new Date(iso).getTime() - now.getTime() > 15 * 60_000;
}

export const appointmentIdOf = (n: number) => fixedId('a9900000', n);
/** The fixture slot starting at salon-local `date` `time` (a half hour). */
export function slotIdFor(date: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return fixedId(
    'a5100000',
    Number(date.slice(5, 7)) * 10_000 + Number(date.slice(8, 10)) * 100 + (hours * 60 + minutes) / 30,
  );
}

export const MOCK_STYLIST_ID = userIdOf('stylist');
/** The other stylists of Demo Salon, with the ids the demo seed gives them. */
export const MOCK_STYLIST_IDS = [
  MOCK_STYLIST_ID,
  '0e5e0000-0000-4000-8000-000000000010',
  '0e5e0000-0000-4000-8000-000000000011',
] as const;

const STYLISTS: Record<string, StylistData> = {
  [MOCK_STYLIST_IDS[0]]: {
    _id: MOCK_STYLIST_IDS[0],
    name: 'Stella Stylist',
    email: 'stylist@example.com',
    phone: '5550100100',
    photo: null,
  },
  [MOCK_STYLIST_IDS[1]]: {
    _id: MOCK_STYLIST_IDS[1],
    name: 'James Carter',
    email: 'james.carter@example.com',
    phone: '2125550116',
    photo: null,
  },
  [MOCK_STYLIST_IDS[2]]: {
    _id: MOCK_STYLIST_IDS[2],
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    phone: '2125550117',
    photo: null,
  },
};

export function buildStylistData(stylistId: string = MOCK_STYLIST_ID): StylistData {
  return { ...(STYLISTS[stylistId] ?? STYLISTS[MOCK_STYLIST_ID]!) };
}

/** The demo seed's services of Demo Salon (categories 5e7ca7e0…, services 5e7c0000…). */
export const MOCK_SERVICES = {
  haircuts: { _id: '5e7ca7e0-0000-4000-8000-000000000001', title: 'Haircuts' },
  colour: { _id: '5e7ca7e0-0000-4000-8000-000000000002', title: 'Colour' },
  haircut: { _id: '5e7c0000-0000-4000-8000-000000000001', title: 'Haircut', charges: 55 },
  mensCut: { _id: '5e7c0000-0000-4000-8000-000000000003', title: "Men's Cut", charges: 35 },
  colouring: { _id: '5e7c0000-0000-4000-8000-000000000002', title: 'Colouring', charges: 140 },
} as const;

interface Client {
  user: string | null;
  userName: string;
  userEmail: string;
  userMobile: string;
  gender: Appointment['gender'];
  clientNote: string | null;
}

const CLIENTS: Client[] = [
  {
    user: userIdOf('user'),
    userName: 'Chris Walker',
    userEmail: 'client@example.com',
    userMobile: '2125550106',
    gender: 'male',
    clientNote: 'Prefers a short fade on the sides.',
  },
  {
    user: '0e5e0000-0000-4000-8000-000000000022',
    userName: 'Grace Miller',
    userEmail: 'grace.miller@example.com',
    userMobile: '2125550134',
    gender: 'female',
    clientNote: null,
  },
  {
    user: '0e5e0000-0000-4000-8000-000000000020',
    userName: 'Emily Johnson',
    userEmail: 'emily.johnson@example.com',
    userMobile: '2125550132',
    gender: 'female',
    clientNote: 'Allergic to ammonia-based colour.',
  },
  {
    user: null,
    userName: 'Noah Brooks',
    userEmail: 'noah.brooks@example.com',
    userMobile: '2125550177',
    gender: 'other',
    clientNote: null,
  },
];

export interface AppointmentSeed {
  n: number;
  date: string;
  time: string;
  minutes: number;
  status: AppointmentStatus;
  client: number;
  source?: Appointment['source'];
  comment?: string | null;
  colour?: boolean;
}

/** The fixture week's appointments of Stella Stylist: every status, past, locked and ahead. */
export const WEEK_APPOINTMENTS: AppointmentSeed[] = [
  // Yesterday (past): locked.
  { n: 1, date: '2026-03-15', time: '12:00', minutes: 30, status: 'confirmed', client: 1 },
  // Starts exactly at FIXED_NOW (05:00 local): locked, on the waitlist.
  { n: 2, date: '2026-03-16', time: '05:00', minutes: 30, status: 'waiting', client: 3, source: 'website' },
  {
    n: 3,
    date: '2026-03-16',
    time: '09:00',
    minutes: 60,
    status: 'booked',
    client: 0,
    comment: 'Same as last time.',
  },
  { n: 4, date: '2026-03-16', time: '11:00', minutes: 30, status: 'confirmed', client: 1 },
  {
    n: 5,
    date: '2026-03-16',
    time: '14:00',
    minutes: 30,
    status: 'waiting',
    client: 2,
    source: 'website',
    colour: true,
  },
  { n: 6, date: '2026-03-17', time: '10:00', minutes: 60, status: 'waiting', client: 3, source: 'website' },
  { n: 7, date: '2026-03-17', time: '13:00', minutes: 30, status: 'canceled', client: 0 },
  {
    n: 8,
    date: '2026-03-18',
    time: '09:30',
    minutes: 30,
    status: 'confirmed',
    client: 2,
    comment: 'Running 5 minutes late maybe.',
  },
  {
    n: 9,
    date: '2026-03-19',
    time: '15:00',
    minutes: 90,
    status: 'waiting',
    client: 1,
    source: 'website',
    colour: true,
  },
  { n: 10, date: '2026-03-20', time: '16:00', minutes: 30, status: 'booked', client: 3 },
];

export function buildAppointment(seed: AppointmentSeed, overrides: Partial<Appointment> = {}): Appointment {
  const client = CLIENTS[seed.client] ?? CLIENTS[0]!;
  const start = mockInstant(seed.date, seed.time);
  return {
    _id: appointmentIdOf(seed.n),
    appointmentId: `AP-${String(1000 + seed.n).padStart(6, '0')}`,
    status: seed.status,
    stylist: MOCK_STYLIST_ID,
    stylistData: buildStylistData(),
    ...client,
    dateAsAString: seed.date,
    timeAsAString: seed.time,
    timeAsADate: start,
    endAsADate: addMinutesIso(start, seed.minutes),
    requiredDuration: seed.minutes,
    mainService: seed.colour ? { ...MOCK_SERVICES.colour } : { ...MOCK_SERVICES.haircuts },
    subService: seed.colour
      ? { ...MOCK_SERVICES.colouring }
      : client.gender === 'male'
        ? { ...MOCK_SERVICES.mensCut }
        : { ...MOCK_SERVICES.haircut },
    comment: seed.comment ?? null,
    slotId: slotIdFor(seed.date, seed.time),
    source: seed.source ?? 'dashboard',
    createdAt: '2026-03-10T15:00:00.000Z',
    ...overrides,
  };
}

/** Grace Miller's Monday visit (n 4) paid a deposit online on Saturday evening. */
const GRACE_DEPOSIT: Partial<Appointment> = {
  visitPayments: [
    {
      _id: fixedId('a9d10000', 11),
      kind: 'deposit',
      method: null,
      amountMinor: 1500,
      currency: 'USD',
      status: 'paid',
      detail: '',
      at: mockInstant('2026-03-14', '18:20'),
      date: '2026-03-14',
      time: '18:20',
    },
  ],
  visitMoney: { currency: 'USD', paidMinor: 1500, depositMinor: 1500 },
};

export function buildWeekAppointments(): Appointment[] {
  return WEEK_APPOINTMENTS.map((seed) => buildAppointment(seed, seed.n === 4 ? GRACE_DEPOSIT : {}));
}

/** Waiting appointments from the start of the fixture's today, soonest first (one of them locked). */
export function buildWaitlistAppointments(): Appointment[] {
  return buildWeekAppointments().filter(
    (appointment) => appointment.status === 'waiting' && appointment.dateAsAString >= '2026-03-16',
  );
}

export function buildStatusList(): StatusOption[] {
  return [
    { value: 'booked', label: 'Booked' },
    { value: 'confirmed', label: 'Confirmed' },
    { value: 'waiting', label: 'Waiting' },
    { value: 'canceled', label: 'Canceled' },
  ];
}

export function toInfo(appointment: Appointment): AppointmentInfo {
  return {
    ...appointment,
    subServiceData: appointment.subService ? { title: appointment.subService.title } : null,
  };
}

/** The side panel's "current" list: today's live appointments that have not ended. */
export function buildCurrentAppointments(): AppointmentInfo[] {
  return buildWeekAppointments()
    .filter((a) => a.status !== 'canceled' && a.dateAsAString === '2026-03-16')
    .filter((a) => new Date(a.endAsADate).getTime() > FIXED_NOW.getTime())
    .map(toInfo);
}

/** The side panel's "upcoming" list: live appointments starting after FIXED_NOW, soonest first. */
export function buildUpcomingAppointments(): AppointmentInfo[] {
  return buildWeekAppointments()
    .filter((a) => a.status !== 'canceled' && new Date(a.timeAsADate).getTime() > FIXED_NOW.getTime())
    .map(toInfo);
}

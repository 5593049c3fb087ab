import type { Attendance, CheckinUser } from '../../check-in/schemas';
import type { ClientUser, StylistRef } from '../../clients/schemas';
import type { StylistOption } from '../../stylists/schemas';
import { FIXED_NOW } from '../clock';
import { userIdOf } from './auth';
import { builder, fixedId } from '../builders';

const clientId = (n: number) => fixedId('c1e00000', n);

/** The stylists of the mocked salon; the signed-in stylist (role `stylist`) is the first. */
export const STYLISTS: StylistRef[] = [
  { _id: userIdOf('stylist'), name: 'Stella Stylist' },
  { _id: '5e1f0000-0000-4000-8000-000000000002', name: 'James Carter' },
  { _id: '5e1f0000-0000-4000-8000-000000000003', name: 'Priya Shah' },
];

export const stylistOptions: StylistOption[] = STYLISTS.map((stylist) => ({ ...stylist, photo: null }));

// prettier-ignore
const CLIENTS: Array<[name: string, gender: 'male' | 'female', platform: string, note: string | null]> = [
  ['Ava Thompson', 'female', 'ios', 'Likes a quiet chair by the window.'],
  ['Benjamin Lee', 'male', 'android', null],
  ['Charlotte Davis', 'female', 'web', 'Sensitive scalp: gentle shampoo only.'],
  ['Chris Walker', 'male', 'ios', 'Prefers a short fade on the sides.'],
  ['Daniel Kim', 'male', 'ios', null],
  ['Emily Johnson', 'female', 'android', 'Allergic to ammonia-based colour.'],
  ['Ethan Brooks', 'male', 'web', null],
  ['Grace Miller', 'female', 'web', null],
  ['Hannah Clark', 'female', 'ios', null],
  ['Isaac Rivera', 'male', 'android', 'Books every third Friday.'],
  ['Julia Martinez', 'female', 'web', null],
  ['Liam Foster', 'male', 'ios', null],
  ['Maya Patel', 'female', 'android', 'Prefers natural products.'],
  ['Noah Bennett', 'male', 'web', null],
  ['Olivia Hughes', 'female', 'ios', null],
  ['Samuel Price', 'male', 'android', null],
  ['Sophia Turner', 'female', 'web', 'Curly hair: dry cut.'],
  ['Thomas Reed', 'male', 'ios', null],
  ['Victoria Wood', 'female', 'android', null],
  ['William Scott', 'male', 'web', null],
];

export const buildClientUser = builder<ClientUser>(() => ({
  _id: clientId(1),
  name: 'Grace Miller',
  email: 'grace.miller@example.com',
  phone: '2125550142',
  gender: 'female',
  stylist: STYLISTS[0]!,
  clientNote: null,
  active: true,
  platform: 'web',
}));

/** Twenty clients of Demo Salon, by name: two pages of 15. */
export const clientUsers: ClientUser[] = CLIENTS.map(([name, gender, platform, note], index) => {
  const [first, last] = name.toLowerCase().split(' ') as [string, string];
  return buildClientUser({
    _id: clientId(index + 1),
    name,
    email: `${first}.${last}@example.com`,
    phone: `21255501${String(index + 10).padStart(2, '0')}`,
    gender,
    stylist: STYLISTS[index % STYLISTS.length]!,
    clientNote: note,
    // One disabled client shows the switch off.
    active: index !== 4,
    platform,
  });
});

/** `***-***-0142`, as the server masks phones for the check-in select. */
export function maskedPhone(phone: string | null): string | null {
  return phone ? `***-***-${phone.slice(-4)}` : null;
}

/** The first clients have a visit today (the kiosk offers its time); the others have none. */
const VISITS_TODAY = [
  { start: '10:30', service: 'Haircut' },
  { start: '14:00', service: 'Balayage' },
];

export const checkinUsers: CheckinUser[] = clientUsers
  .filter((client) => client.active)
  .map((client, index) => {
    const visit = VISITS_TODAY[index];
    return {
      _id: client._id,
      name: client.name,
      maskedPhone: maskedPhone(client.phone),
      stylist: client.stylist,
      appointment: visit
        ? {
            _id: `a99e0000-0000-4000-8000-0000000000${String(index + 10)}`,
            code: `AP-00${1042 + index}`,
            ...visit,
          }
        : null,
    };
  });

export function buildAttendance(user: CheckinUser, stylist: StylistRef | null = user.stylist): Attendance {
  return {
    _id: 'a77e0000-0000-4000-8000-000000000001',
    user: { _id: user._id, name: user.name },
    stylist,
    appointment: user.appointment
      ? { _id: user.appointment._id, code: user.appointment.code, start: user.appointment.start }
      : null,
    checkedInAt: FIXED_NOW.toISOString(),
  };
}

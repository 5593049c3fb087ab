import type { SalonItem } from '../../salons/schemas';
import { SALON_ONE, SALON_TWO, userIdOf } from './auth';
import { builder, fixedId } from '../builders';

const salonId = (n: number) => fixedId('5a1f0000', n);

export const buildSalon = builder<SalonItem>(() => ({
  _id: SALON_ONE._id,
  name: SALON_ONE.name,
  slug: 'demo-salon',
  email: 'owner@example.com',
  phone: '2125550103',
  address: '233 East 17th Street, New York, NY 10003',
  photo: null,
  active: true,
  cancel_at_period_end: false,
  subscription: 'active',
  appMenu: { isVideo: true, isCheckin: true, isPOS: false },
  owner: { _id: userIdOf('salon'), name: 'Olivia Owner', email: 'owner@example.com' },
}));

/** The two demo salons, as the admin's list shows them. */
export const salons: SalonItem[] = [
  buildSalon(),
  buildSalon({
    _id: SALON_TWO._id,
    name: SALON_TWO.name,
    slug: 'second-salon',
    email: 'owner2@example.com',
    phone: '2125550203',
    address: '90 Bedford Street, New York, NY 10014',
    active: false,
    cancel_at_period_end: true,
    subscription: 'canceling',
    appMenu: { isVideo: false, isCheckin: false, isPOS: false },
    owner: { _id: salonId(0x102), name: 'Owen Owner', email: 'owner2@example.com' },
  }),
];

/** 21 salons: a second page at 20 per page. */
export const manySalons: SalonItem[] = Array.from({ length: 21 }, (_, index) => {
  const n = index + 1;
  return buildSalon({
    _id: salonId(0x200 + n),
    name: `Salon ${String(n).padStart(2, '0')}`,
    slug: `salon-${n}`,
    email: `salon${n}@example.com`,
    phone: `21255503${String(index).padStart(2, '0')}`,
    owner: { _id: salonId(0x300 + n), name: `Owner ${n}`, email: `salon${n}@example.com` },
  });
});

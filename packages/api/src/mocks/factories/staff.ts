import type { StaffItem } from '../../staff/schemas';
import { SALON_ONE, SALON_TWO, userIdOf } from './auth';
import { builder, fixedId } from '../builders';

const staffId = (n: number) => fixedId('57af0000', n);

export const buildStaff = builder<StaffItem>(() => ({
  _id: userIdOf('manager'),
  name: 'Mia Manager',
  email: 'manager@example.com',
  phone: '2125550104',
  address: '12 Market Street, New York, NY 10002',
  role: 'manager',
  active: true,
  photo: null,
  salon: { _id: SALON_ONE._id, name: SALON_ONE.name },
}));

/** The salon's staff as the superadmin sees it: its managers and the platform's superadmin (read-only). */
export const staff: StaffItem[] = [
  buildStaff(),
  buildStaff({
    _id: staffId(1),
    name: 'Leo Lead',
    email: 'leo.lead@example.com',
    phone: '2125550114',
    address: '40 Spring Street, New York, NY 10012',
    active: false,
  }),
  buildStaff({
    _id: userIdOf('superadmin'),
    name: 'Sam Super',
    email: 'superadmin@example.com',
    phone: '2125550101',
    address: '1 Platform Plaza, New York, NY 10001',
    role: 'superadmin',
  }),
];

/** The admin's view adds the second salon's manager. */
export const allSalonsStaff: StaffItem[] = [
  ...staff,
  buildStaff({
    _id: staffId(2),
    name: 'Max Manager',
    email: 'manager2@example.com',
    phone: '2125550204',
    address: '90 Bedford Street, New York, NY 10014',
    salon: { _id: SALON_TWO._id, name: SALON_TWO.name },
  }),
];

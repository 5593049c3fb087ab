import type {
  AdminDashboardReport,
  ChartEntry,
  DashboardCounts,
  SalonAppointmentCount,
  SalonSubscription,
  StylistAppointments,
} from '../../dashboard/schemas';
import { MONTHS } from '../../dashboard/schemas';
import { daysFromNow } from '../clock';
import { MOCK_STYLIST_IDS } from './appointments';
import { SALON_ONE, SALON_TWO } from './auth';
import { builder } from '../builders';

export function buildAdminDashboardReport(
  overrides: Partial<AdminDashboardReport> = {},
): AdminDashboardReport {
  return { salons: 2, appointments: 148, stylists: 9, users: 312, ...overrides };
}

export function buildAdminSalonChart(): SalonAppointmentCount[] {
  return [
    { salonData: { _id: SALON_ONE._id, name: SALON_ONE.name }, appointmentCount: 96 },
    { salonData: { _id: SALON_TWO._id, name: SALON_TWO.name }, appointmentCount: 52 },
  ];
}

export const ACTIVE_SUBSCRIPTION_ID = '5b5c0000-0000-4000-8000-000000000001';
export const EXPIRED_SUBSCRIPTION_ID = '5b5c0000-0000-4000-8000-000000000002';

/** The demo salon's yearly plan (expires in about 3 months) and the second salon's lapsed monthly one. */
export function buildSalonSubscriptions(): SalonSubscription[] {
  return [
    {
      _id: EXPIRED_SUBSCRIPTION_ID,
      salonData: {
        _id: SALON_TWO._id,
        name: SALON_TWO.name,
        photo: null,
        email: 'second.salon@example.com',
        phone: '3125550142',
      },
      planName: 'Salon Basic',
      amount: 2900,
      interval: 'month',
      startDate: daysFromNow(-32).toISOString(),
      packageExpiry: daysFromNow(-2).toISOString(),
      active: false,
      cancelAtPeriodEnd: false,
    },
    {
      _id: ACTIVE_SUBSCRIPTION_ID,
      salonData: {
        _id: SALON_ONE._id,
        name: SALON_ONE.name,
        photo: null,
        email: 'demo.salon@example.com',
        phone: '2125550101',
      },
      planName: 'Salon Pro',
      amount: 49900,
      interval: 'year',
      startDate: daysFromNow(-270).toISOString(),
      packageExpiry: daysFromNow(95).toISOString(),
      active: true,
      cancelAtPeriodEnd: false,
    },
  ];
}

export const buildDashboardCounts = builder<DashboardCounts>(() => ({
  counts: { appointment: 42, users: 17, services: 12, totalSales: 187_450 },
  appointmentChart: [
    { _id: '2026-03-02 09:00', count: 3 },
    { _id: '2026-03-03 10:30', count: 5 },
    { _id: '2026-03-05 14:00', count: 4 },
    { _id: '2026-03-09 11:00', count: 6 },
    { _id: '2026-03-12 16:30', count: 2 },
    { _id: '2026-03-16 09:30', count: 7 },
    { _id: '2026-03-16 13:00', count: 2 },
  ],
  userChart: [
    { _id: 'female', count: 24 },
    { _id: 'male', count: 15 },
    { _id: 'other', count: 3 },
  ],
}));

export function buildEmptyDashboardCounts(): DashboardCounts {
  return {
    counts: { appointment: 0, users: 0, services: 12, totalSales: 0 },
    appointmentChart: [],
    userChart: [],
  };
}

const MONTHLY = [31, 28, 42, 0, 0, 0, 0, 0, 0, 0, 0, 0];

/** All twelve months (October included); appointments so far this year, then the booked ones ahead. */
export function buildMonthlyAppointments(counts: number[] = MONTHLY): ChartEntry[] {
  return MONTHS.map((month, index) => ({ _id: month, count: counts[index] ?? 0 }));
}

const STYLIST_NAMES = ['Stella Stylist', 'Priya Shah', 'Marco Bianchi'];

export function buildStylistAppointments(): StylistAppointments[] {
  return STYLIST_NAMES.map((name, index) => ({
    stylist: { _id: MOCK_STYLIST_IDS[index]!, name },
    stylistData: { photo: null, name },
    count: [18, 14, 10][index]!,
  }));
}

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { appointments } from '../../src/db/schema';
import type { VisitAvailability } from '@salon/api/booking/visit-booking';
import { DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from '../../src/seed/demo-data';
import { demoAppointmentId, extraSlotPlan } from '../../src/seed/booking';
import { serviceCategoryId, subServiceId } from '../../src/seed/services-videos';
import type { TestApp } from '../helper';
import { ALL, type Expected, type Matrix, type Scope } from './types';

/*
 * Booking engine. Salon, manager and superadmin manage any stylist of their salon and a stylist their
 * own calendar (another stylist's is 403, see booking.test.ts); admin, clients and companies 403;
 * another salon's ids 404. The public booking calls answer everyone, signed in or not.
 */
const STAFF: Expected = ALL(403, { superadmin: 200, salon: 200, manager: 200, stylist: 200 });
const OTHER: Expected = ALL(403, { superadmin: 404, salon: 404, manager: 404, stylist: 404 });
const PUBLIC: Expected = ALL(200, { anonymous: 200 });

const ANNA = '0e5e0000-0000-4000-8000-000000000012';
const stylistOf = (scope: Scope) => (scope === 'own' ? DEMO_USER_IDS.stylist : ANNA);
const salonOf = (scope: Scope) => (scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID);

const NOW = new Date();
const day = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);
function weekdayOnOrAfter(days: number, weekday: number): string {
  let offset = days;
  while (new Date(NOW.getTime() + offset * 86_400_000).getUTCDay() !== weekday) offset += 1;
  return day(offset);
}
const time = (n: number) => {
  const minutes = 6 * 60 + (n % 30) * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

const counters: Record<string, number> = {};
const next = (name: string) => (counters[name] = (counters[name] ?? 0) + 1) - 1;

const extra = { own: extraSlotPlan(DEMO_SALON_ID, NOW), other: extraSlotPlan(SECOND_SALON_ID, NOW) };

const services = {
  own: { service: serviceCategoryId(1), subService: subServiceId(3) },
  other: { service: serviceCategoryId(11), subService: subServiceId(18) },
};

function appointmentForm(scope: Scope, date: string, start: string) {
  return {
    stylistId: stylistOf(scope),
    date,
    startTime: start,
    ...services[scope],
    requiredTime: 30,
    name: 'Matrix Client',
    email: 'matrix.client@example.com',
    phone: '2125550190',
    gender: 'other',
    comment: 'Matrix',
  };
}

const WORKWEEK = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((name) => ({
  day: name,
  slots: name === 'Sun' ? [] : [{ startTime: '09:00', endTime: '17:00' }],
}));

/**
 * A one-service visit (the scope's service, as the single booking) at the first start the salon's
 * visit availability offers on a Wednesday three weeks ahead (the seed makes four weeks of slots): each call books a fresh one.
 */
const visitDay = weekdayOnOrAfter(20, 3);
async function visitOf(scope: Scope, t: TestApp) {
  const pick = { mainService: services[scope].service, subService: services[scope].subService };
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/public/appointment/get-visit-availability',
    payload: { salon: salonOf(scope), requestDate: visitDay, services: [pick] },
  });
  const start = (answer.json() as { data: VisitAvailability }).data.starts[0]!;
  return {
    name: 'Matrix Visitor',
    email: 'matrix.visitor@example.com',
    mobile: '2125550192',
    salon: salonOf(scope),
    appointmentDate: visitDay,
    startsAt: start.timeAsADate,
    parts: [{ ...pick, stylistId: start.parts[0]!.stylist._id }],
    idempotencyKey: randomUUID(),
  };
}

export const bookingMatrix: Matrix = {
  // Beyond the slot horizon that the bulk case below fills (92 days), so the times are still free.
  'POST /appointment-availability/create-availability-daily': {
    request: (scope) => ({
      url: `/appointment-availability/create-availability-daily?offset=-330&stylistId=${stylistOf(scope)}`,
      payload: { date: day(120), time: time(next('daily')) },
    }),
    own: STAFF,
    other: OTHER,
  },
  'POST /appointment-availability/create-availability-bulk': {
    request: (scope) => ({
      url: `/appointment-availability/create-availability-bulk?stylistId=${stylistOf(scope)}`,
      payload: { slots: WORKWEEK, id: null, recurringType: 'week' },
    }),
    own: STAFF,
    other: OTHER,
  },
  'POST /appointment-availability/create-availability-day': {
    request: (scope) => ({
      url: `/appointment-availability/create-availability-day?stylistId=${stylistOf(scope)}`,
      payload: { date: weekdayOnOrAfter(30, 3) },
    }),
    own: STAFF,
    other: OTHER,
  },
  'DELETE /appointment-availability/delete-availability': {
    request: (scope) => ({
      // Each call its own extra slot of Stella (own); Anna's first one is never deleted (other).
      url: `/appointment-availability/delete-availability?id=${scope === 'own' ? extra.own[next('deleteSlot')]!.id : extra.other[0]!.id}`,
    }),
    own: STAFF,
    other: OTHER,
  },
  'GET /appointment-availability/get-buiness-hours': {
    request: (scope) => ({
      url: `/appointment-availability/get-buiness-hours?stylistId=${stylistOf(scope)}`,
    }),
    own: STAFF,
    other: OTHER,
  },
  'GET /appointment-availability/get-calendar': {
    request: (scope) => ({
      url: `/appointment-availability/get-calendar?stylistId=${stylistOf(scope)}&from=${day(0)}&to=${day(6)}`,
    }),
    own: STAFF,
    other: OTHER,
  },
  'POST /appointment-availability/get-today-activity': {
    request: (scope) => ({
      url: '/appointment-availability/get-today-activity?offset=-330',
      payload: { stylistId: stylistOf(scope), fromDate: day(0) },
    }),
    own: STAFF,
    other: OTHER,
  },
  'POST /appointment/add-appointment-dashboard': {
    request: (scope) => ({
      url: '/appointment/add-appointment-dashboard',
      payload: appointmentForm(scope, day(100), time(next('add'))),
    }),
    own: STAFF,
    other: OTHER,
  },
  'PATCH /appointment/update-appointment-dashboard/:id': {
    request: (scope) => ({
      url: `/appointment/update-appointment-dashboard/${demoAppointmentId(scope === 'own' ? 2 : 21)}`,
      payload: appointmentForm(scope, day(110), time(next('update'))),
    }),
    own: STAFF,
    other: OTHER,
  },
  'DELETE /appointment/delete-appointment-dashboard/:id': {
    request: (scope) => ({
      // Stella's appointments 3 to 10, one per call (own); Anna's 21 is never deleted (other).
      url: `/appointment/delete-appointment-dashboard/${demoAppointmentId(scope === 'own' ? 3 + next('deleteAppointment') : 21)}`,
    }),
    own: STAFF,
    other: OTHER,
  },
  'GET /appointment/get-appointment-status-list': {
    request: () => ({ url: '/appointment/get-appointment-status-list' }),
    own: STAFF,
  },
  'PATCH /appointment/change-status-of-appointment': {
    request: (scope) => ({
      url: `/appointment/change-status-of-appointment?id=${demoAppointmentId(scope === 'own' ? 1 : 21)}`,
      payload: { status: 'confirmed', slotId: null, timeDataId: null },
    }),
    own: STAFF,
    other: OTHER,
  },
  // Issue 22: No-show for the salon owner, managers and the superadmin (calendar.chargeFees); a stylist
  // 403 (charging a client is the salon's decision). Appointment 1 is ahead, so marking it answers 400.
  'GET /appointment/no-show/:id': {
    request: (scope) => ({ url: `/appointment/no-show/${demoAppointmentId(scope === 'own' ? 1 : 21)}` }),
    own: ALL(403, { superadmin: 200, salon: 200, manager: 200 }),
    other: ALL(403, { superadmin: 404, salon: 404, manager: 404 }),
  },
  'POST /appointment/no-show/:id': {
    request: (scope) => ({
      method: 'POST',
      url: `/appointment/no-show/${demoAppointmentId(scope === 'own' ? 1 : 21)}`,
    }),
    own: ALL(403, { superadmin: 400, salon: 400, manager: 400 }),
    other: ALL(403, { superadmin: 404, salon: 404, manager: 404 }),
  },
  'GET /appointment/team-day': {
    request: () => ({ url: `/appointment/team-day?date=${day(1)}` }),
    own: STAFF,
  },
  // A stylist's own visit (Stella's): every staff role may move it; another salon's is not found.
  'POST /appointment/stage': {
    request: (scope) => ({
      url: '/appointment/stage',
      payload: { appointmentId: demoAppointmentId(scope === 'own' ? 2 : 21), stage: 'arrived' },
    }),
    own: STAFF,
    other: OTHER,
  },
  // A walk-in for now: each call first takes the last one away, which it would overlap.
  'POST /appointment/walk-in': {
    request: async (scope, t) => {
      if (scope === 'own') {
        await t.database.db
          .delete(appointments)
          .where(and(eq(appointments.salonId, DEMO_SALON_ID), eq(appointments.clientName, 'Matrix Walk-in')));
      }
      return {
        url: '/appointment/walk-in',
        payload: { stylistId: stylistOf(scope), ...services[scope], requiredTime: 5, name: 'Matrix Walk-in' },
      };
    },
    own: STAFF,
    other: OTHER,
  },
  'GET /appointment/get-waitlist': {
    request: (scope) => ({ url: `/appointment/get-waitlist?stylistId=${stylistOf(scope)}` }),
    own: STAFF,
    other: OTHER,
  },
  'POST /report/current-appointments': {
    request: (scope) => ({
      url: '/report/current-appointments',
      payload: { from: day(0), to: day(1), stylistId: stylistOf(scope) },
    }),
    own: STAFF,
    other: OTHER,
  },
  'POST /report/upcoming-appointments': {
    request: (scope) => ({
      url: '/report/upcoming-appointments',
      payload: { from: day(0), to: day(30), stylistId: stylistOf(scope) },
    }),
    own: STAFF,
    other: OTHER,
  },
  'POST /public/appointment/get-available-appointment-by-date': {
    request: (scope) => ({
      url: '/public/appointment/get-available-appointment-by-date',
      payload: { requestDate: day(1), salon: salonOf(scope) },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /public/appointment/get-available-times-by-date': {
    request: (scope) => ({
      url: '/public/appointment/get-available-times-by-date',
      payload: { requestDate: day(1), salon: salonOf(scope) },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /public/appointment/get-next-available-date': {
    request: (scope) => ({
      url: '/public/appointment/get-next-available-date',
      payload: { salon: salonOf(scope), fromDate: day(1) },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /public/appointment/add-appointment-from-website': {
    request: (scope) => {
      // Each call books its own extra slot (9 to 16 of the salon's stylist).
      const slot = extra[scope][8 + next(`book-${scope}`)]!;
      return {
        url: '/public/appointment/add-appointment-from-website?offset=-330',
        payload: {
          name: 'Matrix Guest',
          email: 'matrix.guest@example.com',
          mobile: '2125550191',
          comment: null,
          gender: 'female',
          availability: null,
          appointmentDate: slot.date,
          requiredDuration: 30,
          isNewUser: false,
          mainService: services[scope].service,
          subService: services[scope].subService,
          salon: salonOf(scope),
          stylistId: slot.stylistId,
          timeData: { id: slot.id, timeAsAString: slot.time, timeAsADate: NOW.toISOString() },
          user: null,
          slotId: slot.id,
        },
      };
    },
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /public/appointment/get-visit-availability': {
    request: (scope) => ({
      url: '/public/appointment/get-visit-availability',
      payload: {
        salon: salonOf(scope),
        requestDate: day(1),
        services: [services[scope]].map((pick) => ({
          mainService: pick.service,
          subService: pick.subService,
        })),
      },
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
  'POST /public/appointment/add-visit-from-website': {
    request: async (scope, t) => ({
      url: '/public/appointment/add-visit-from-website',
      payload: await visitOf(scope, t),
    }),
    own: PUBLIC,
    other: PUBLIC,
  },
};

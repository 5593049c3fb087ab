import { randomUUID } from 'node:crypto';
import { salonSubscriptions, services } from '../../src/db/schema';
import { DEMO_SALON_ID, SECOND_SALON_ID } from '../../src/seed/demo-data';
import type { TestApp } from '../helper';
import { multipart, TINY_PNG } from '../multipart';
import { ALL, type Case, type Matrix, type Scope } from './types';

const STRONG = 'Matrix7!pass';
const salonOf = (scope: Scope) => (scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID);

/** A newer subscription of the salon with a month left: the one a cancel acts on. */
async function runningSubscription(t: TestApp, salonId: string): Promise<void> {
  const now = Date.now();
  await t.container.db.insert(salonSubscriptions).values({
    salonId,
    planName: 'Matrix',
    amountCents: 100,
    interval: 'month',
    startedAt: new Date(now - 86_400_000),
    expiresAt: new Date(now + 30 * 86_400_000),
  });
}

let sequence = 0;
/** A unique e-mail and phone per call: every create must pass the uniqueness checks. */
function unique() {
  sequence += 1;
  return {
    email: `people.${sequence}.${randomUUID().slice(0, 8)}@example.com`,
    phone: String(4155550000 + sequence),
  };
}

/** A stylist created for one call, so resets and deletes never touch the demo accounts. */
async function freshStylist(t: TestApp, scope: Scope): Promise<string> {
  const { email, phone } = unique();
  return t.repositories.stylists.create(salonOf(scope), {
    name: 'Matrix Stylist',
    email,
    phone,
    address: '1 Test Street',
    gender: 'female',
    passwordHash: 'scrypt$unusable',
  });
}

/** A category with one service in the salon: what stylist settings may name. */
async function freshService(t: TestApp, scope: Scope): Promise<string> {
  const salonId = salonOf(scope);
  const [category] = await t.container.db
    .insert(services)
    .values({ salonId, title: `Matrix category ${++sequence}` })
    .returning({ id: services.id });
  const [service] = await t.container.db
    .insert(services)
    .values({ salonId, parentId: category!.id, title: 'Matrix cut', requiredMinutes: 30 })
    .returning({ id: services.id });
  return service!.id;
}

/** Salon owner, manager and superadmin manage stylists in their salon; the admin reads every salon's. */
const STYLIST_WRITE = { own: ALL(403, { salon: 200, manager: 200, superadmin: 200 }) };
const STYLIST_WRITE_OTHER = ALL(403, { salon: 404, manager: 404, superadmin: 404 });

const stylistCases: Record<string, Case> = {
  'GET /stylist/get-stylist': {
    request: () => ({ url: '/stylist/get-stylist?pageNumber=1&pageSize=20' }),
    own: ALL(403, { salon: 200, manager: 200, superadmin: 200, admin: 200 }),
  },
  'GET /stylist/get-enable-stylist': {
    request: () => ({ url: '/stylist/get-enable-stylist?pageNumber=1&pageSize=1000' }),
    own: ALL(403, { salon: 200, manager: 200, superadmin: 200, admin: 200, stylist: 200 }),
  },
  'POST /stylist/create-stylist': {
    request: async (scope, t) => {
      // own: a new stylist; other: an update of another salon's stylist (404 for the managers).
      const id = scope === 'other' ? await freshStylist(t, 'other') : undefined;
      return {
        url: '/stylist/create-stylist',
        ...multipart(
          {
            ...(id ? { id } : { password: STRONG }),
            name: 'Matrix Stylist',
            ...unique(),
            address: '1 Test Street',
            gender: 'male',
          },
          { field: 'image', content: TINY_PNG, name: 'photo.png' },
        ),
      };
    },
    ...STYLIST_WRITE,
    other: STYLIST_WRITE_OTHER,
  },
  'PATCH /stylist/enable-disable-stylist': {
    request: async (scope, t) => ({
      url: `/stylist/enable-disable-stylist?userID=${await freshStylist(t, scope)}`,
      payload: { enable: false },
    }),
    ...STYLIST_WRITE,
    other: STYLIST_WRITE_OTHER,
  },
  'DELETE /stylist/delete-stylist': {
    request: async (scope, t) => ({
      url: `/stylist/delete-stylist?stylistId=${await freshStylist(t, scope)}`,
    }),
    ...STYLIST_WRITE,
    other: STYLIST_WRITE_OTHER,
  },
  'PATCH /stylist/reset-password': {
    request: async (scope, t) => ({
      url: `/stylist/reset-password?stylistId=${await freshStylist(t, scope)}`,
    }),
    ...STYLIST_WRITE,
    other: STYLIST_WRITE_OTHER,
  },
  'GET /stylist/get-stylist-settings': {
    request: async (scope, t) => ({
      url: `/stylist/get-stylist-settings?stylistId=${await freshStylist(t, scope)}`,
    }),
    ...STYLIST_WRITE,
    other: STYLIST_WRITE_OTHER,
  },
  'POST /stylist/add-stylist-settings': {
    request: async (scope, t) => ({
      url: '/stylist/add-stylist-settings',
      payload: {
        id: await freshStylist(t, scope),
        recurringType: 'week',
        intervalTime: 30,
        startTime: '13:00',
        endTime: '14:00',
        services: await freshService(t, scope),
        isBreakTimeCompulsory: true,
      },
    }),
    ...STYLIST_WRITE,
    other: STYLIST_WRITE_OTHER,
  },
};

/** A salon with its owner, created for one call (updates, toggles, resets and deletes). */
async function freshSalon(t: TestApp): Promise<string> {
  const { email, phone } = unique();
  return t.repositories.salons.createWithOwner(
    { name: 'Matrix Salon', email, phone, address: '1 Test Street', slug: `matrix-${randomUUID()}` },
    { passwordHash: 'scrypt$unusable' },
  );
}

async function freshManager(t: TestApp, scope: Scope): Promise<string> {
  const { email, phone } = unique();
  return t.repositories.staff.createManager(salonOf(scope), {
    name: 'Matrix Manager',
    email,
    phone,
    address: '1 Test Street',
    passwordHash: 'scrypt$unusable',
  });
}

const ADMIN_ONLY = ALL(403, { admin: 200 });

const salonCases: Record<string, Case> = {
  'GET /salon/get-salon': {
    request: () => ({ url: '/salon/get-salon?pageNumber=1&pageSize=20' }),
    own: ADMIN_ONLY,
  },
  'POST /salon/create-salon': {
    // own: a new salon; other: an update of an existing salon.
    request: async (scope, t) => {
      const id = scope === 'other' ? await freshSalon(t) : undefined;
      return {
        url: '/salon/create-salon',
        ...multipart(
          {
            ...(id ? { id } : { password: STRONG }),
            name: 'Matrix Salon',
            ...unique(),
            address: '1 Test Street',
          },
          { field: 'image', content: TINY_PNG, name: 'logo.png' },
        ),
      };
    },
    own: ADMIN_ONLY,
    other: ADMIN_ONLY,
  },
  'PATCH /salon/enable-disable-salon': {
    request: async (_scope, t) => ({
      url: `/salon/enable-disable-salon?userID=${await freshSalon(t)}`,
      payload: { enable: false },
    }),
    own: ADMIN_ONLY,
  },
  'PATCH /salon/change-menu-setting': {
    request: async (_scope, t) => ({
      url: `/salon/change-menu-setting?userID=${await freshSalon(t)}`,
      payload: { appMenu: { isVideo: true, isCheckin: false, isPOS: true } },
    }),
    own: ADMIN_ONLY,
  },
  'PATCH /salon/reset-password': {
    request: async (_scope, t) => ({ url: `/salon/reset-password?salonID=${await freshSalon(t)}` }),
    own: ADMIN_ONLY,
  },
  'DELETE /salon/delete-salon': {
    request: async (_scope, t) => ({ url: `/salon/delete-salon?salonID=${await freshSalon(t)}` }),
    own: ADMIN_ONLY,
  },
  'GET /plan/cancel-subscription': {
    request: async (scope, t) => {
      // The second salon's seeded subscription is past its period: cancelling it would end it and close
      // its public booking for the rest of the matrix. Each call cancels a running one instead.
      if (scope === 'other') await runningSubscription(t, SECOND_SALON_ID);
      return { url: `/plan/cancel-subscription?id=${salonOf(scope)}` };
    },
    own: ALL(403, { admin: 200, salon: 200 }),
    other: ALL(403, { admin: 200, salon: 404 }),
  },
  // The salon comes from the session (no `other` scope): its staff read the currency, its owner alone
  // changes it (to the default it has, so the rest of the matrix keeps formatting in USD).
  'GET /salon/money-settings': {
    request: () => ({ url: '/salon/money-settings' }),
    own: ALL(403, { superadmin: 200, salon: 200, manager: 200, stylist: 200 }),
  },
  'POST /salon/money-settings': {
    request: () => ({ url: '/salon/money-settings', payload: { currency: 'USD', locale: 'en-US' } }),
    own: ALL(403, { salon: 200 }),
  },
};

/** Salon owner and superadmin manage their salon's managers; the admin every salon's. */
const STAFF_OWN = ALL(403, { superadmin: 200, admin: 200, salon: 200 });
const STAFF_OTHER = ALL(403, { superadmin: 404, admin: 200, salon: 404 });

const staffCases: Record<string, Case> = {
  'GET /salon-staff/get-salon-staff': {
    request: () => ({ url: '/salon-staff/get-salon-staff?pageNumber=1&pageSize=20' }),
    own: STAFF_OWN,
  },
  'POST /salon-staff/create-salon-staff': {
    request: (scope) => ({
      url: '/salon-staff/create-salon-staff',
      payload: {
        name: 'Matrix Manager',
        ...unique(),
        address: '1 Test Street',
        password: STRONG,
        role: 'manager',
        salonId: salonOf(scope),
      },
    }),
    own: STAFF_OWN,
    other: STAFF_OTHER,
  },
  'PATCH /salon-staff/enable-disable-salon-staff': {
    request: async (scope, t) => ({
      url: `/salon-staff/enable-disable-salon-staff?userID=${await freshManager(t, scope)}`,
      payload: { enable: false },
    }),
    own: STAFF_OWN,
    other: STAFF_OTHER,
  },
  'DELETE /salon-staff/delete-salon-staff': {
    request: async (scope, t) => ({
      url: `/salon-staff/delete-salon-staff?salonID=${await freshManager(t, scope)}`,
    }),
    own: STAFF_OWN,
    other: STAFF_OTHER,
  },
};

export const peopleSalonsMatrix: Matrix = { ...salonCases, ...stylistCases, ...staffCases };

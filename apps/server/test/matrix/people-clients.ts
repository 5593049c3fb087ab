import { randomUUID } from 'node:crypto';
import { DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from '../../src/seed/demo-data';
import type { TestApp } from '../helper';
import { ALL, type Case, type Matrix, type Scope } from './types';

const salonOf = (scope: Scope) => (scope === 'own' ? DEMO_SALON_ID : SECOND_SALON_ID);
/** A stylist of each salon: Stella Romano (Demo Salon) and Anna Schmidt (Second Salon). */
const STYLIST = { own: DEMO_USER_IDS.stylist, other: '0e5e0000-0000-4000-8000-000000000012' };

let sequence = 0;
function unique() {
  sequence += 1;
  return {
    email: `clients.${sequence}.${randomUUID().slice(0, 8)}@example.com`,
    phone: String(6175550000 + sequence),
  };
}

/**
 * A client of the scope's salon, assigned to the demo stylist there (so the stylist may note and message
 * Demo Salon's), created for one call: deletes, logouts and resets never touch the demo accounts.
 */
async function freshClient(t: TestApp, scope: Scope): Promise<{ id: string; email: string }> {
  const { email, phone } = unique();
  const id = await t.repositories.clients.create(
    salonOf(scope),
    {
      name: 'Matrix Client',
      email,
      phone,
      gender: 'female',
      stylistId: STYLIST[scope],
      clientNote: 'Matrix note',
    },
    'scrypt$unusable',
  );
  return { id, email };
}

async function freshCompany(t: TestApp, scope: Scope): Promise<string> {
  const row = await t.repositories.companies.create(
    salonOf(scope),
    { name: 'Matrix Company', address: '1 Test Street', ...unique() },
    'scrypt$unusable',
  );
  return row.id;
}

/** Salon owner, manager and superadmin manage their salon's clients; another salon's answer 404. */
const MANAGE = ALL(403, { salon: 200, manager: 200, superadmin: 200 });
const MANAGE_OTHER = ALL(403, { salon: 404, manager: 404, superadmin: 404 });
/** Notes and messages: the managers, and the stylist for their own clients. */
const CONTACT = ALL(403, { salon: 200, manager: 200, superadmin: 200, stylist: 200 });
const CONTACT_OTHER = ALL(403, { salon: 404, manager: 404, superadmin: 404, stylist: 404 });

const clientCases: Record<string, Case> = {
  'GET /users/get-users': {
    request: () => ({ url: '/users/get-users?pageNumber=1&pageSize=15&filterValue=a' }),
    own: ALL(403, { salon: 200, manager: 200, superadmin: 200, admin: 200, stylist: 200 }),
  },
  'POST /users/create-user': {
    // own: a new client; other: an update of another salon's client.
    request: async (scope, t) => ({
      url: '/users/create-user',
      payload: {
        ...(scope === 'other' ? { _id: (await freshClient(t, 'other')).id } : {}),
        name: 'Matrix Client',
        ...unique(),
        gender: 'male',
        stylist: STYLIST[scope],
        clientNote: 'Matrix note',
      },
    }),
    own: MANAGE,
    other: MANAGE_OTHER,
  },
  'PATCH /users/enable-disable-user': {
    request: async (scope, t) => ({
      url: `/users/enable-disable-user?userID=${(await freshClient(t, scope)).id}`,
      payload: { enable: false },
    }),
    own: MANAGE,
    other: MANAGE_OTHER,
  },
  'DELETE /users/delete-user': {
    request: async (scope, t) => ({ url: `/users/delete-user?userID=${(await freshClient(t, scope)).id}` }),
    own: MANAGE,
    other: MANAGE_OTHER,
  },
  'PATCH /users/logout-user': {
    request: async (scope, t) => {
      const { id, email } = await freshClient(t, scope);
      return { url: '/users/logout-user', payload: { id, type: 'byAdmin', email } };
    },
    own: MANAGE,
    other: MANAGE_OTHER,
  },
  'PATCH /users/reset-password': {
    request: async (scope, t) => ({
      url: `/users/reset-password?userID=${(await freshClient(t, scope)).id}`,
    }),
    own: MANAGE,
    other: MANAGE_OTHER,
  },
  'PATCH /users/update-client-note': {
    request: async (scope, t) => ({
      url: `/users/update-client-note?userID=${(await freshClient(t, scope)).id}`,
      payload: { clientNote: 'Prefers mornings.' },
    }),
    own: CONTACT,
    other: CONTACT_OTHER,
  },
  'POST /users/send-message': {
    request: async (scope, t) => ({
      url: '/users/send-message',
      payload: { userId: (await freshClient(t, scope)).id, message: 'See you tomorrow!' },
    }),
    own: CONTACT,
    other: CONTACT_OTHER,
  },
};

/** The Company page: salon owner, manager and superadmin (spec 1 §6); others 403. */
const companyCases: Record<string, Case> = {
  'GET /stylist/get-company': {
    request: () => ({ url: '/stylist/get-company?pageNumber=1&pageSize=20' }),
    own: MANAGE,
  },
  'POST /stylist/create-company': {
    request: async (scope, t) => ({
      url: '/stylist/create-company',
      payload: {
        ...(scope === 'other' ? { id: await freshCompany(t, 'other') } : {}),
        name: 'Matrix Company',
        address: '1 Test Street',
        ...unique(),
        role: 'company',
      },
    }),
    own: MANAGE,
    other: MANAGE_OTHER,
  },
  'PATCH /stylist/enable-disable-company': {
    request: async (scope, t) => ({
      url: `/stylist/enable-disable-company?id=${await freshCompany(t, scope)}`,
      payload: { enable: false },
    }),
    own: MANAGE,
    other: MANAGE_OTHER,
  },
  'DELETE /stylist/delete-company': {
    request: async (scope, t) => ({ url: `/stylist/delete-company?id=${await freshCompany(t, scope)}` }),
    own: MANAGE,
    other: MANAGE_OTHER,
  },
};

/** The check-in desk: salon owner, manager and superadmin. */
const attendanceCases: Record<string, Case> = {
  'GET /attendance/get-checkin-users': {
    request: () => ({ url: '/attendance/get-checkin-users?pageSize=50&filterValue=mi' }),
    own: MANAGE,
  },
  'POST /attendance/attendance': {
    request: async (scope, t) => ({
      url: '/attendance/attendance',
      payload: { user: (await freshClient(t, scope)).id, stylist: STYLIST[scope] },
    }),
    own: MANAGE,
    other: MANAGE_OTHER,
  },
};

export const peopleClientsMatrix: Matrix = { ...clientCases, ...companyCases, ...attendanceCases };

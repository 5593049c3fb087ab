import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InjectOptions } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { API_BASE } from '@salon/api/contract';
import type * as permissions from '@salon/api/permissions';
import { PERMISSIONS, type Action } from '@salon/api/permissions';
import type { Role } from '@salon/api/shared/schemas';
import { DEMO_SALON_ID, DEMO_USER_IDS, SECOND_SALON_ID } from '../src/seed/demo-data';
import { call, DEMO_PASSWORD, loginAs } from './helper';
import { useTestApp } from './use-test-app';
import { matrix } from './matrix';
import { ownProfile } from './matrix/own-profile';
import { caseRequest } from './matrix/send-case';
import { ACCOUNTS, type Scope } from './matrix/types';

/**
 * Every 403 of the authorization matrix must come from the shared permission table (`authorize` asking
 * `can(role, action)` and being told no), so a route that checks a role its own way, or a table that
 * no longer says what the matrix expects, fails here. (Tenant rules, such as another salon's record or
 * another stylist's calendar, answer 404 or are not role rules; none of the matrix's 403s is one.)
 */
const asked: Array<{ role: Role; action: Action; allowed: boolean }> = [];
vi.mock('@salon/api/permissions', async (original) => {
  const actual = await original<typeof permissions>();
  return {
    ...actual,
    can: (role: Role, action: Action) => {
      const allowed = actual.can(role, action);
      asked.push({ role, action, allowed });
      return allowed;
    },
  };
});

const t = useTestApp();

const ROLES = Object.keys(ACCOUNTS) as Role[];

/** The demo account of `role` signed in; the superadmin works in Demo Salon. */
async function signIn(role: Role) {
  if (role === 'superadmin') {
    await t.repositories.accounts.setCurrentSalon(DEMO_USER_IDS.superadmin, DEMO_SALON_ID);
  }
  return loginAs(t.app, ACCOUNTS[role]);
}

async function request(name: string, role: Role, scope: Scope): Promise<number> {
  const entry = matrix[name]!;
  const info = await signIn(role);
  // The caller's own profile (a `'self'` payload) is read before the permission table is watched.
  const options = await caseRequest(t, name, entry, scope, info.token);
  asked.length = 0;
  const answer = await call(t.app, options);
  return answer.statusCode;
}

const used = new Set<Action>();

it.each(Object.keys(matrix))('%s: every 403 is the permission table’s', async (name) => {
  const entry = matrix[name]!;
  for (const scope of ['own', 'other'] as const) {
    const expected = scope === 'own' ? entry.own : entry.other;
    if (!expected) continue;
    for (const role of ROLES.filter((r) => expected[r] === 403)) {
      const status = await request(name, role, scope);
      expect(status, `${role} ${name} (${scope})`).toBe(403);
      const denied = asked.filter((entry) => entry.role === role && !entry.allowed);
      denied.forEach((entry) => used.add(entry.action));
      expect(denied.length, `${role} ${name} (${scope}): 403 without the permission table`).toBeGreaterThan(
        0,
      );
    }
  }
});

/**
 * Rules on a row or a scope rather than a route: a superadmin's row, another stylist's calendar, another
 * salon's subscription ("not found"), every salon's rows for the admin. Each call must be answered as
 * shown with the table's `action` asked and refused for the caller's role. They run after the matrix.
 */
const JAMES = '0e5e0000-0000-4000-8000-000000000010';
/** Requests that two rules send, each checked for another role. */
const STAFF_LIST: InjectOptions = {
  method: 'GET',
  url: '/salon-staff/get-salon-staff?pageNumber=1&pageSize=20',
};
const CLIENT_LIST: InjectOptions = { method: 'GET', url: '/users/get-users?pageNumber=1&pageSize=15' };
const SUPERADMIN_PASSWORD_CHANGE: InjectOptions = {
  method: 'PATCH',
  url: '/users/change-password',
  payload: {
    type: 'byAdmin',
    id: DEMO_USER_IDS.superadmin,
    email: ACCOUNTS.superadmin,
    password: 'N3w-Passw0rd!',
  },
};
const ROW_RULES: Array<{
  action: Action;
  role: Role;
  status: number;
  request: InjectOptions;
  token?: false;
}> = [
  {
    action: 'staff.manageSuperadmins',
    role: 'superadmin',
    status: 403,
    request: {
      method: 'PATCH',
      url: `/salon-staff/enable-disable-salon-staff?userID=${DEMO_USER_IDS.superadmin}`,
      payload: { enable: false },
    },
  },
  {
    action: 'staff.deleteSuperadmins',
    role: 'admin',
    status: 403,
    request: { method: 'DELETE', url: `/salon-staff/delete-salon-staff?salonID=${DEMO_USER_IDS.superadmin}` },
  },
  {
    action: 'staff.viewSuperadmins',
    role: 'salon',
    status: 200,
    request: STAFF_LIST,
  },
  {
    action: 'staff.allSalons',
    role: 'superadmin',
    status: 200,
    request: STAFF_LIST,
  },
  {
    action: 'stylists.allSalons',
    role: 'salon',
    status: 200,
    request: { method: 'GET', url: '/stylist/get-stylist?pageNumber=1&pageSize=20' },
  },
  {
    action: 'passwords.changeSuperadmins',
    role: 'admin',
    status: 403,
    request: SUPERADMIN_PASSWORD_CHANGE,
  },
  {
    action: 'passwords.changeAnySalon',
    role: 'salon',
    status: 404,
    request: SUPERADMIN_PASSWORD_CHANGE,
  },
  {
    action: 'calendar.manageOthers',
    role: 'stylist',
    status: 403,
    request: { method: 'GET', url: `/appointment/get-waitlist?stylistId=${JAMES}` },
  },
  {
    action: 'salons.cancelAnySubscription',
    role: 'salon',
    status: 404,
    request: { method: 'GET', url: `/plan/cancel-subscription?id=${SECOND_SALON_ID}` },
  },
  {
    action: 'profile.editServices',
    role: 'manager',
    status: 200,
    request: { method: 'PATCH', url: '/users/update-profile', payload: 'self' },
  },
  {
    action: 'clients.allSalons',
    role: 'salon',
    status: 200,
    request: CLIENT_LIST,
  },
  {
    action: 'clients.allStylists',
    role: 'stylist',
    status: 200,
    request: CLIENT_LIST,
  },
  {
    action: 'reports.allStylists',
    role: 'stylist',
    status: 200,
    request: {
      method: 'POST',
      url: '/report/dashboard-count-by-date-range',
      payload: { from: '2026-01-01', to: '2026-12-31' },
    },
  },
  {
    action: 'notifications.allSalons',
    role: 'salon',
    status: 200,
    request: { method: 'GET', url: '/notification/get-notification?pageNumber=1&pageSize=5' },
  },
  {
    action: 'site.signIn',
    role: 'salon',
    status: 403,
    token: false,
    request: {
      method: 'POST',
      url: '/users/login?name=demo-salon',
      payload: { email: ACCOUNTS.salon, password: DEMO_PASSWORD },
    },
  },
];

describe('row and scope rules', () => {
  it.each(ROW_RULES)('$role: $action', async ({ action, role, status, request: options, token }) => {
    const info = await signIn(role);
    const payload = options.payload === 'self' ? await ownProfile(t, info.token) : options.payload;
    asked.length = 0;
    const answer = await call(t.app, {
      ...options,
      ...(payload === undefined ? {} : { payload }),
      url: `${API_BASE}${options.url as string}`,
      headers: token === false ? {} : { token: info.token },
    });
    expect(answer.statusCode, answer.body.message).toBe(status);
    expect(asked).toContainEqual({ role, action, allowed: false });
    used.add(action);
  });
});

/**
 * Actions no route answers 403 for: what a page offers, and who a route serves silently (staff's
 * password reset e-mails `dashboard.signIn` roles and answers everyone else the same, never 403).
 */
const SCREEN_ONLY: Action[] = [
  'stylists.viewAvailability',
  'dashboard.signIn',
  // Whose appointments a calendar feed holds (the whole salon, or the stylist's own): it narrows, never refuses.
  'calendarFeed.wholeSalon',
];

it('has no action that no route denies (a table row the server does not use)', () => {
  const unused = (Object.keys(PERMISSIONS) as Action[]).filter(
    (action) => !used.has(action) && !SCREEN_ONLY.includes(action),
  );
  expect(unused).toEqual([]);
});

/**
 * No inline role check: a 403 is `authorize`'s (the table's), so `new ForbiddenError(` appears nowhere
 * else in the server. The exceptions are not role rules: no salon chosen (http/viewer.ts), and the few
 * state and tenant refusals below, each allowed by its exact call.
 */
const SRC = fileURLToPath(new URL('../src', import.meta.url));
const NOT_ROLE_RULES = [
  // http/viewer.ts: the caller has no salon to work in.
  'http/viewer.ts: new ForbiddenError(message)',
  // A customer of another salon on this salon's site (the role part is `site.signIn`).
  'modules/auth/service.ts: new ForbiddenError(refusal, NOT_A_CUSTOMER_CODE)',
  // The cart's salon is not the customer's.
  'modules/orders/service.ts: new ForbiddenError(WRONG_SALON)',
  // The salon's subscription ended; its shop is switched off.
  "modules/subscriptions/service.ts: new ForbiddenError(SALON_CLOSED, 'subscription_ended')",
  'modules/app-settings/service.ts: new ForbiddenError(SHOP_DISABLED)',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('no 403 outside the permission table', () => {
  const files = sourceFiles(SRC).map((path) => ({
    path: relative(SRC, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  }));

  it('constructs ForbiddenError only in the allowed places', () => {
    const found = files.flatMap((file) =>
      [...file.text.matchAll(/new ForbiddenError\([^;]*?\)(?=[;\s])/g)].map((m) => `${file.path}: ${m[0]}`),
    );
    const total = files.reduce((sum, file) => sum + file.text.split('new ForbiddenError(').length - 1, 0);
    expect(found).toHaveLength(total);
    expect(found.filter((call) => !NOT_ROLE_RULES.includes(call))).toEqual([]);
  });

  it('has no other way to a 403: no subclass but PermissionDenied, no HttpError(403)', () => {
    const subclasses = files.filter((file) => /extends ForbiddenError\b/.test(file.text)).map((f) => f.path);
    expect(subclasses).toEqual(['http/authorize.ts']);
    const raw = files.filter((file) =>
      /HttpError\(\s*403\b|statusCode:\s*403\b|\.status\(403\)/.test(file.text),
    );
    expect(raw.map((file) => file.path)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@salon/api/contract';
import type { Role } from '@salon/api/shared/schemas';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { buildTestApp, call, loginAs, type TestApp } from './helper';
import { matrix } from './matrix';
import { ACCOUNTS } from './matrix/types';

/**
 * Roles × routes × (own salon, other salon) → expected status, as data (OWASP authorization testing);
 * the cases live in ./matrix, one file per area. A route the server registers without an entry fails.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('has an entry for every endpoint the server registers, and none for endpoints it does not', () => {
  const served = t.app.contractEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  expect(Object.keys(matrix).sort()).toEqual([...served].sort());
});

describe.each(['anonymous', ...Object.keys(ACCOUNTS)] as (Role | 'anonymous')[])('as %s', (role) => {
  it.each(Object.entries(matrix))('%s', async (name, entry) => {
    for (const scope of ['own', 'other'] as const) {
      const expected = scope === 'own' ? entry.own : entry.other;
      if (!expected) continue;
      // `own` is Demo Salon for the superadmin too, whichever salon an earlier case switched to.
      if (role === 'superadmin') {
        await t.container.repositories.users.setCurrentSalon(DEMO_USER_IDS.superadmin, DEMO_SALON_ID);
      }
      // A fresh session per request: logout and logout-all must not spoil the next case.
      const info = role === 'anonymous' ? null : await loginAs(t.app, ACCOUNTS[role]);
      const request = await entry.request(scope, t);
      if (request.payload === 'self' && info) {
        const profile = await call<{
          name: string;
          email: string;
          phone: string | null;
          address: string | null;
        }>(t.app, { method: 'GET', url: `${API_BASE}/users/get-user`, headers: { token: info.token } });
        const { name, email, phone, address } = profile.body.data;
        request.payload = { name, email, phone: phone ?? '2125550000', address: address ?? 'Somewhere 1' };
      } else if (request.payload === 'self') {
        request.payload = {};
      }
      const answer = await call(t.app, {
        ...request,
        url: `${API_BASE}${request.url as string}`,
        headers: { ...(request.headers ?? {}), ...(info ? { token: info.token } : {}) },
      });
      expect(answer.statusCode, `${role} ${name} (${scope}): ${answer.body.message}`).toBe(expected[role]);
    }
  });
});

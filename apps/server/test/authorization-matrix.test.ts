import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@salon/api/auth/schemas';
import type { Role } from '@salon/api/shared/schemas';
import { DEMO_SALON_ID, DEMO_USER_IDS } from '../src/seed/demo-data';
import { call, loginAs } from './helper';
import { useTestApp } from './use-test-app';
import { matrix } from './matrix';
import { caseRequest } from './matrix/send-case';
import { ACCOUNTS } from './matrix/types';

/**
 * Roles × routes × (own salon, other salon) → expected status, as data (OWASP authorization testing);
 * the cases live in ./matrix, one file per area. A route the server registers without an entry fails.
 */
const t = useTestApp();

it('has an entry for every endpoint the server registers, and none for endpoints it does not', () => {
  const served = t.app.contractEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  expect(Object.keys(matrix).sort()).toEqual([...served].sort());
});

describe.each(['anonymous', ...Object.keys(ACCOUNTS)] as (Role | 'anonymous')[])('as %s', (role) => {
  // One sign-in per role, reused while its session lives: signing in (a password hash) was most of this
  // file's time. A case that ends the session (logout, logout-all, a disabled account) gets a new one.
  let session: UserInfo | null = null;
  async function liveSession(): Promise<UserInfo | null> {
    if (role === 'anonymous') return null;
    // `own` is Demo Salon for the superadmin too, whichever salon an earlier case switched to (a switch
    // opens a new session, so the kept one stays in Demo Salon).
    if (role === 'superadmin') {
      await t.repositories.accounts.setCurrentSalon(DEMO_USER_IDS.superadmin, DEMO_SALON_ID);
    }
    if (session) {
      try {
        await t.container.services.auth.authenticate(session.token);
        return session;
      } catch {
        /* ended by the previous case: sign in again */
      }
    }
    session = await loginAs(t.app, ACCOUNTS[role]);
    return session;
  }

  it.each(Object.entries(matrix))('%s', async (name, entry) => {
    for (const scope of ['own', 'other'] as const) {
      const expected = scope === 'own' ? entry.own : entry.other;
      if (!expected) continue;
      const info = await liveSession();
      const answer = await call(t.app, await caseRequest(t, name, entry, scope, info?.token));
      expect(answer.statusCode, `${role} ${name} (${scope}): ${answer.body.message}`).toBe(expected[role]);
    }
  });
});

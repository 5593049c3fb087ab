import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { canSignInToDashboard, dashboardRefusal } from './policies';

describe('canSignInToDashboard', () => {
  it('refuses clients and companies, with a message each', () => {
    const allowed = ROLES.filter(canSignInToDashboard);
    expect(allowed).toEqual(['superadmin', 'admin', 'salon', 'manager', 'stylist']);
    expect(dashboardRefusal('user')).toBe('Clients sign in on the mobile app');
    expect(dashboardRefusal('company')).toBe('Company accounts have no access to the dashboard');
  });
});

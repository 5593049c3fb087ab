import { describe, expect, it } from 'vitest';
import { ROLES } from '@salon/api/shared/schemas';
import { billingCapabilities } from './policies';

describe('billingCapabilities', () => {
  it('lets only the platform admin manage packages, coupons and promotion codes', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, billingCapabilities(role).manage]));
    expect(table).toEqual({
      superadmin: false,
      admin: true,
      salon: false,
      manager: false,
      stylist: false,
      user: false,
      company: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ROLES } from '@salon/api/shared/schemas';
import { couponsCapabilities } from './policies';

describe('couponsCapabilities', () => {
  it('lets the salon owner, managers and the superadmin manage coupons', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, couponsCapabilities(role).add]));
    expect(table).toEqual({
      superadmin: true,
      admin: false,
      salon: true,
      manager: true,
      stylist: false,
      user: false,
      company: false,
    });
  });
});

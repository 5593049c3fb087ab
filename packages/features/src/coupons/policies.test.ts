import { describe, expect, it } from 'vitest';
import { ROLES } from '@salon/api/shared/schemas';
import { couponsCapabilities } from './policies';

describe('couponsCapabilities', () => {
  it('lets the salon owner, managers and the superadmin manage coupons', () => {
    expect(ROLES.filter((role) => couponsCapabilities(role).add)).toEqual(['superadmin', 'salon', 'manager']);
  });
});

import { describe, expect, it } from 'vitest';
import { ROLES } from '@salon/api/shared/schemas';
import { billingCapabilities } from './policies';

describe('billingCapabilities', () => {
  it('lets only the platform admin manage packages, coupons and promotion codes', () => {
    expect(ROLES.filter((role) => billingCapabilities(role).manage)).toEqual(['admin']);
  });
});

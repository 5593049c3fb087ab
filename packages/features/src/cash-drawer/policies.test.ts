import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { CASH_DRAWER_ROLES, cashDrawerCapabilities } from './policies';

describe('cashDrawerCapabilities', () => {
  it('lets the owner and the manager run the drawer, nobody else', () => {
    expect(ROLES.filter((role) => cashDrawerCapabilities(role).manage)).toEqual(['salon', 'manager']);
    expect([...CASH_DRAWER_ROLES].sort()).toEqual(['manager', 'salon']);
  });
});

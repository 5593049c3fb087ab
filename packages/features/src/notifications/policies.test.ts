import { describe, expect, it } from 'vitest';
import { ROLES } from '@salon/api/shared/schemas';
import { notificationsCapabilities } from './policies';

describe('notificationsCapabilities', () => {
  it('lets the superadmin, admin, salon owners and managers send, nobody else', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, notificationsCapabilities(role).send]));
    expect(table).toEqual({
      superadmin: true,
      admin: true,
      salon: true,
      manager: true,
      stylist: false,
      user: false,
      company: false,
    });
  });
});

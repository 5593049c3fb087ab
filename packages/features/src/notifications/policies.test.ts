import { describe, expect, it } from 'vitest';
import { ROLES } from '@salon/api/shared/schemas';
import { notificationsCapabilities } from './policies';

describe('notificationsCapabilities', () => {
  it('lets the superadmin, admin, salon owners and managers send, nobody else', () => {
    expect(ROLES.filter((role) => notificationsCapabilities(role).send)).toEqual([
      'superadmin',
      'admin',
      'salon',
      'manager',
    ]);
  });
});

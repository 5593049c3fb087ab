import { describe, expect, it } from 'vitest';
import { roleTable } from '../core/role-table';
import { profileCapabilities } from './policies';

describe('profileCapabilities', () => {
  it('matches the role table', () => {
    const table = roleTable(['superadmin', 'admin', 'salon', 'manager', 'stylist'], profileCapabilities);
    const row = (editProfile: boolean, viewPlan: boolean, editServices: boolean) => ({
      editProfile,
      changePassword: editProfile,
      logoutAllSessions: true,
      viewPlan,
      editServices,
    });
    expect(table).toEqual({
      superadmin: row(true, false, false),
      admin: row(false, false, false),
      salon: row(true, true, false),
      manager: row(true, false, false),
      stylist: row(true, false, true),
    });
  });
});

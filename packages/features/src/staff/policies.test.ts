import { describe, expect, it } from 'vitest';
import { roleTable } from '../core/role-table';
import { staffCapabilities, STAFF_PAGE_ROLES } from './policies';

describe('staffCapabilities', () => {
  it('matches the role table of spec 1 §6', () => {
    const row = (manages: boolean, admin: boolean) => ({
      add: manages,
      edit: manages,
      changePassword: manages,
      delete: manages,
      toggleActive: manages,
      viewSalon: admin,
      pickSalon: admin,
      toggleSuperadmins: admin,
    });
    expect(roleTable(['superadmin', 'admin', 'salon', 'manager'], staffCapabilities)).toEqual({
      superadmin: row(true, false),
      admin: row(true, true),
      salon: row(true, false),
      manager: row(false, false),
    });
    expect(STAFF_PAGE_ROLES).toEqual(['superadmin', 'admin', 'salon']);
  });
});

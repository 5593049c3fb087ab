import { describe, expect, it } from 'vitest';
import { roleTable } from '../core/role-table';
import { stylistsCapabilities } from './policies';

describe('stylistsCapabilities', () => {
  it('matches the role table of spec 1 §6', () => {
    const row = (manages: boolean, viewAvailability: boolean, viewSalon: boolean) => ({
      add: manages,
      edit: manages,
      settings: manages,
      resetPassword: manages,
      delete: manages,
      toggleActive: manages,
      viewAvailability,
      viewSalon,
    });
    expect(roleTable(['salon', 'manager', 'superadmin', 'admin'], stylistsCapabilities)).toEqual({
      salon: row(true, true, false),
      manager: row(true, false, false),
      superadmin: row(true, false, false),
      admin: row(false, false, true),
    });
  });
});

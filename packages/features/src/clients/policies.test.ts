import { describe, expect, it } from 'vitest';
import { roleTable } from '../core/role-table';
import { usersCapabilities } from './policies';

describe('usersCapabilities', () => {
  it('matches the role table', () => {
    const table = roleTable(['superadmin', 'admin', 'salon', 'manager', 'stylist'], usersCapabilities);
    const row = (manages: boolean, viewStylist: boolean, contacts: boolean) => ({
      add: manages,
      viewStylist,
      edit: manages,
      toggleActive: manages,
      delete: manages,
      logout: manages,
      notes: contacts,
      message: contacts,
    });
    expect(table).toEqual({
      superadmin: row(true, true, true),
      admin: row(false, true, false),
      salon: row(true, true, true),
      manager: row(true, true, true),
      stylist: row(false, false, true),
    });
  });
});

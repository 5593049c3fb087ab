import { describe, expect, it } from 'vitest';
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
    expect({
      salon: stylistsCapabilities('salon'),
      manager: stylistsCapabilities('manager'),
      superadmin: stylistsCapabilities('superadmin'),
      admin: stylistsCapabilities('admin'),
    }).toEqual({
      salon: row(true, true, false),
      manager: row(true, false, false),
      superadmin: row(true, false, false),
      admin: row(false, false, true),
    });
  });
});

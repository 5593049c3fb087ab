import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { roleTable } from '../core/role-table';
import { calendarPolicy } from './policies';

const STYLIST = '0e5e0000-0000-4000-8000-000000000005';
const OTHER = '0e5e0000-0000-4000-8000-000000000010';

describe('calendarPolicy', () => {
  it('matches the role table on a stylist of the salon', () => {
    const table = roleTable(ROLES, (role) =>
      calendarPolicy({ role, _id: role === 'stylist' ? STYLIST : OTHER }, STYLIST),
    );
    const row = (view: boolean, pollPanel: boolean, chargeFees = view, checkout = false) => ({
      view,
      manageSlots: view,
      manageAppointments: view,
      manageBusinessHours: view,
      pollPanel,
      chargeFees,
      checkout,
    });
    expect(table).toEqual({
      superadmin: row(true, false),
      admin: row(false, false),
      salon: row(true, true, true, true),
      manager: row(true, false, true, true),
      stylist: row(true, true, false),
      user: row(false, false),
      company: row(false, false),
    });
  });

  it("keeps a stylist out of another stylist's calendar", () => {
    expect(calendarPolicy({ role: 'stylist', _id: STYLIST }, OTHER)).toMatchObject({
      view: false,
      manageSlots: false,
      pollPanel: false,
    });
  });
});

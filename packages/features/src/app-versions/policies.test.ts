import { describe, expect, it } from 'vitest';
import { ROLES } from '@salon/api/shared/schemas';
import { appVersionsCapabilities } from './policies';

describe('appVersionsCapabilities', () => {
  it('lets only the platform admin manage app versions', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, appVersionsCapabilities(role).add]));
    expect(table).toEqual({
      superadmin: false,
      admin: true,
      salon: false,
      manager: false,
      stylist: false,
      user: false,
      company: false,
    });
    expect(appVersionsCapabilities('admin')).toEqual({ add: true, toggleEnable: true, delete: true });
    expect(appVersionsCapabilities('salon')).toEqual({ add: false, toggleEnable: false, delete: false });
  });
});

import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { websiteSettingsCapabilities } from './policies';

describe('websiteSettingsCapabilities', () => {
  it('lets salon owners, managers and the superadmin edit the website', () => {
    const table = Object.fromEntries(ROLES.map((role) => [role, websiteSettingsCapabilities(role).edit]));
    expect(table).toEqual({
      superadmin: true,
      admin: false,
      salon: true,
      manager: true,
      stylist: false,
      user: false,
      company: false,
    });
  });
});

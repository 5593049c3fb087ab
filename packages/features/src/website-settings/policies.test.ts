import { ROLES } from '@salon/api/shared/schemas';
import { describe, expect, it } from 'vitest';
import { websiteSettingsCapabilities } from './policies';

describe('websiteSettingsCapabilities', () => {
  it('lets salon owners, managers and the superadmin edit the website', () => {
    expect(ROLES.filter((role) => websiteSettingsCapabilities(role).edit)).toEqual([
      'superadmin',
      'salon',
      'manager',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { dashboardCapabilities } from './policies';

describe('dashboardCapabilities', () => {
  it('gives the admin the platform view without a stylist list', () => {
    expect(dashboardCapabilities('admin')).toEqual({ platform: true, stylistList: false, firstSteps: false });
  });
  it.each(['salon', 'manager', 'superadmin'] as const)(
    'gives %s the salon view with the stylist list, and the first steps to the owner alone',
    (role) => {
      expect(dashboardCapabilities(role)).toEqual({
        platform: false,
        stylistList: true,
        firstSteps: role === 'salon',
      });
    },
  );
  it('gives a stylist their own figures without a stylist list', () => {
    expect(dashboardCapabilities('stylist')).toEqual({
      platform: false,
      stylistList: false,
      firstSteps: false,
    });
  });
});

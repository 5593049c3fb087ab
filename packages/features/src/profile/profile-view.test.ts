import { buildProfile } from '@salon/api/mocks/factories/auth';
import { describe, expect, it } from 'vitest';
import { toProfileDetails } from './profile-view';

describe('toProfileDetails', () => {
  it('shows the stylist extras for stylists only', () => {
    expect(toProfileDetails(buildProfile('stylist')).stylist).toEqual({
      startTime: '09:00',
      endTime: '17:00',
      services: ['Haircut', 'Colouring'],
    });
    expect(toProfileDetails(buildProfile('salon')).stylist).toBeUndefined();
  });

  it('labels the role and names the salon', () => {
    expect(toProfileDetails(buildProfile('superadmin'))).toMatchObject({
      roleLabel: 'Super Admin',
      salonName: 'Demo Salon',
    });
    expect(toProfileDetails(buildProfile('admin')).salonName).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { APP_SETTINGS_PAGE_ROLES, appSettingCardTypes } from './policies';

describe('app settings policies', () => {
  it('opens the page to the salon roles of spec 2 §2 only', () => {
    expect([...APP_SETTINGS_PAGE_ROLES].sort()).toEqual(['manager', 'salon', 'superadmin']);
  });

  it('shows the shop card only with Point of Sales', () => {
    expect(appSettingCardTypes({ isVideo: true, isCheckin: true, isPOS: false })).toEqual([
      'logo',
      'login',
      'register',
      'home',
      'profile',
    ]);
    expect(appSettingCardTypes({ isVideo: false, isCheckin: false, isPOS: true })).toEqual([
      'logo',
      'login',
      'register',
      'home',
      'shop',
      'profile',
    ]);
  });
});

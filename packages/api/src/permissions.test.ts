import { describe, expect, it } from 'vitest';
import { APP_SETTING_PERMISSIONS } from './app-settings/permissions';
import { APP_VERSION_PERMISSIONS } from './app-versions/permissions';
import { ATTENDANCE_PERMISSIONS } from './check-in/permissions';
import { AUTH_PERMISSIONS } from './auth/permissions';
import { CALENDAR_PERMISSIONS } from './availability/permissions';
import { CALENDAR_FEED_PERMISSIONS } from './calendar-feeds/permissions';
import { CASH_DRAWER_PERMISSIONS } from './cash-drawer/permissions';
import { BILLING_PERMISSIONS } from './billing/permissions';
import { BOOKING_POLICY_PERMISSIONS } from './booking-settings/permissions';
import { CLIENT_PERMISSIONS } from './clients/permissions';
import { COMPANY_PERMISSIONS } from './companies/permissions';
import { COUPON_PERMISSIONS } from './coupons/permissions';
import { DEVICE_PERMISSIONS } from './devices/permissions';
import { EXPORT_PERMISSIONS } from './exports/permissions';
import { FIRST_STEPS_PERMISSIONS } from './first-steps/permissions';
import { NOTIFICATION_PERMISSIONS } from './notifications/permissions';
import { ORDER_PERMISSIONS } from './orders/permissions';
import { PAYOUT_PERMISSIONS } from './payouts/permissions';
import { can, PERMISSIONS, rolesFor } from './permissions';
import { PRODUCT_PERMISSIONS } from './products/permissions';
import { REMINDER_PERMISSIONS } from './reminders/permissions';
import { REPORT_PERMISSIONS } from './dashboard/permissions';
import { SALE_PERMISSIONS } from './sales/permissions';
import { SALON_PERMISSIONS } from './salons/permissions';
import { SERVICE_PERMISSIONS } from './services/permissions';
import { ROLES } from './shared/schemas';
import { STAFF_PERMISSIONS } from './staff/permissions';
import { STYLIST_PERMISSIONS } from './stylists/permissions';
import { VIDEO_PERMISSIONS } from './videos/permissions';
import { WEBSITE_PERMISSIONS } from './website-settings/permissions';

const AREAS = [
  APP_SETTING_PERMISSIONS,
  APP_VERSION_PERMISSIONS,
  ATTENDANCE_PERMISSIONS,
  AUTH_PERMISSIONS,
  BILLING_PERMISSIONS,
  BOOKING_POLICY_PERMISSIONS,
  CALENDAR_PERMISSIONS,
  CALENDAR_FEED_PERMISSIONS,
  CASH_DRAWER_PERMISSIONS,
  CLIENT_PERMISSIONS,
  COMPANY_PERMISSIONS,
  COUPON_PERMISSIONS,
  DEVICE_PERMISSIONS,
  EXPORT_PERMISSIONS,
  FIRST_STEPS_PERMISSIONS,
  NOTIFICATION_PERMISSIONS,
  ORDER_PERMISSIONS,
  PAYOUT_PERMISSIONS,
  PRODUCT_PERMISSIONS,
  REMINDER_PERMISSIONS,
  REPORT_PERMISSIONS,
  SALE_PERMISSIONS,
  SALON_PERMISSIONS,
  SERVICE_PERMISSIONS,
  STAFF_PERMISSIONS,
  STYLIST_PERMISSIONS,
  VIDEO_PERMISSIONS,
  WEBSITE_PERMISSIONS,
];

describe('the permission table', () => {
  it('keeps every area’s actions: no action name is used by two areas', () => {
    const names = AREAS.flatMap((area) => Object.keys(area));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...names].sort());
  });

  it('names only known roles, each once', () => {
    for (const [action, roles] of Object.entries(PERMISSIONS)) {
      expect(
        roles.every((role) => (ROLES as readonly string[]).includes(role)),
        action,
      ).toBe(true);
      expect(new Set(roles).size, action).toBe(roles.length);
    }
  });

  it('answers can() and rolesFor() from the same rows', () => {
    expect(can('admin', 'salons.manage')).toBe(true);
    expect(can('salon', 'salons.manage')).toBe(false);
    expect(rolesFor('clients.contact')).toEqual(['superadmin', 'salon', 'manager', 'stylist']);
  });
});

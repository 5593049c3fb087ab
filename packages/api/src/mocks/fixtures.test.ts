import { assert } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { ServiceGroup } from '../services/schemas';
import { PersonRef, Video, VideoCategory } from '../videos/schemas';
import { buildManyServiceGroups, buildServiceGroups } from './factories/services';
import { buildManyVideos, videoCategories, videos, videoStylists } from './factories/videos';
import { Profile, SalonOptions, UserInfo } from '../auth/schemas';
import { ROLES } from '../shared/schemas';
import { buildProfile, buildUserInfo, salonOptions } from './factories/auth';
import { Order } from '../orders/schemas';
import { Product, ProductCategory } from '../products/schemas';
import { buildOrder, manyOrders, orders } from './factories/orders';
import { manyProducts, productCategories, products } from './factories/products';
import { Attendance, CheckinUser } from '../check-in/schemas';
import { ClientUser } from '../clients/schemas';
import { Company } from '../companies/schemas';
import { StylistOption } from '../stylists/schemas';
import { buildAttendance, checkinUsers, clientUsers, maskedPhone, stylistOptions } from './factories/clients';
import { companies } from './factories/companies';
import { Notification } from '../notifications/schemas';
import { manyNotifications, notifications } from './factories/notifications';
import { AppointmentInfoList, StatusList, Waitlist } from '../appointments/schemas';
import {
  Appointment,
  BulkResult,
  BusinessHours,
  Calendar,
  DayResult,
  Slot,
  TodayActivity,
} from '../availability/schemas';
import {
  AvailableDay,
  AvailableTimes,
  BookingConfirmation,
  CancelInfo,
  CancelToken,
} from '../booking/schemas';
import { expandTimes } from '../booking/available-times';
import {
  buildCurrentAppointments,
  buildStatusList,
  buildUpcomingAppointments,
  buildWeekAppointments,
} from './factories/appointments';
import {
  buildBulkResult,
  buildBusinessHours,
  buildCalendar,
  buildDayResult,
  buildEmptyBusinessHours,
  buildTodayActivity,
  buildWaitlist,
} from './factories/availability';
import {
  buildAvailableDay,
  buildAvailableTimes,
  buildBookingConfirmation,
  buildBookingDeposit,
  buildCancelInfo,
  buildCancelledCancelInfo,
  buildEmptyAvailableDay,
  buildTooLateCancelInfo,
  MOCK_CANCEL_TOKENS,
} from './factories/booking';

// Every fixture a story or test serves must pass the contract it claims to follow.
describe('auth fixtures', () => {
  it.each(ROLES)('userInfo of %s passes UserInfo', (role) => {
    expect(() => assert(buildUserInfo(role), UserInfo)).not.toThrow();
  });

  it.each(ROLES)('profile of %s passes Profile', (role) => {
    expect(() => assert(buildProfile(role), Profile)).not.toThrow();
  });

  it('salon options pass SalonOptions', () => {
    expect(() => assert(salonOptions, SalonOptions)).not.toThrow();
  });

  it('is deterministic', () => {
    expect(buildProfile('stylist')).toEqual(buildProfile('stylist'));
  });
});

describe('booking fixtures', () => {
  const calendar = buildCalendar();

  it('the calendar week passes Calendar and shows every slot status', () => {
    expect(() => assert(calendar, Calendar)).not.toThrow();
    const statuses = new Set(calendar.slots.map((slot) => slot.slotStatus));
    expect([...statuses].sort()).toEqual(['available', 'booked', 'canceled', 'confirmed', 'waiting']);
    expect(calendar.slots.some((slot) => !slot.editable)).toBe(true);
  });

  it('appointments pass Appointment and cover every status', () => {
    for (const appointment of buildWeekAppointments()) assert(appointment, Appointment);
    const statuses = new Set(buildWeekAppointments().map((a) => a.status));
    expect(statuses.size).toBe(4);
  });

  it('slot, day, hours, activity and waitlist fixtures pass their schemas', () => {
    assert(calendar.slots[0], Slot);
    assert(buildBusinessHours(), BusinessHours);
    assert(buildEmptyBusinessHours(), BusinessHours);
    assert(buildBulkResult(), BulkResult);
    assert(buildDayResult(), DayResult);
    assert(buildTodayActivity(), TodayActivity);
    assert(buildWaitlist(), Waitlist);
    expect(buildWaitlist().appointments.length).toBeGreaterThan(1);
    assert(buildStatusList(), StatusList);
    assert(buildCurrentAppointments(), AppointmentInfoList);
    assert(buildUpcomingAppointments(), AppointmentInfoList);
  });

  it('public day and confirmation pass their schemas', () => {
    assert(buildAvailableDay(), AvailableDay);
    assert(buildAvailableDay('2026-03-16', buildWeekAppointments()[0]!.stylist), AvailableDay);
    assert(buildEmptyAvailableDay(), AvailableDay);
    assert(buildAvailableTimes(), AvailableTimes);
    assert(buildAvailableTimes('2026-03-16', buildWeekAppointments()[0]!.stylist), AvailableTimes);
    // The compact fixture reads back as the full one: same slots, times and states.
    const full = buildAvailableDay('2026-03-16');
    expect(expandTimes(buildAvailableTimes('2026-03-16'))).toEqual({
      ...full,
      stylists: full.stylists.map((s) => ({
        ...s,
        slots: s.slots.map(({ endAsADate: _end, ...slot }) => slot),
      })),
    });
    assert(buildBookingConfirmation(), BookingConfirmation);
    assert({ ...buildBookingConfirmation(), deposit: buildBookingDeposit() }, BookingConfirmation);
    const slots = buildAvailableDay().stylists.flatMap((s) => s.slots);
    expect(slots.some((slot) => slot.choosable)).toBe(true);
    expect(slots.some((slot) => !slot.choosable)).toBe(true);
  });

  it('cancel-link fixtures pass CancelInfo and their tokens CancelToken', () => {
    for (const info of [buildCancelInfo(), buildTooLateCancelInfo(), buildCancelledCancelInfo()]) {
      assert(info, CancelInfo);
    }
    for (const token of Object.values(MOCK_CANCEL_TOKENS)) assert(token, CancelToken);
  });

  it('is deterministic', () => {
    expect(buildCalendar()).toEqual(buildCalendar());
  });
});

describe('notifications fixtures', () => {
  it.each([...notifications, ...manyNotifications].map((n) => [n.title, n] as const))(
    'notification %s passes Notification',
    (_, notification) => {
      expect(() => assert(notification, Notification)).not.toThrow();
    },
  );
});

describe('clients, companies and check-in fixtures', () => {
  it.each(clientUsers.map((client) => [client.name, client] as const))(
    'client %s passes ClientUser',
    (_, client) => {
      expect(() => assert(client, ClientUser)).not.toThrow();
    },
  );

  it.each(companies.map((company) => [company.name, company] as const))(
    'company %s passes Company',
    (_, company) => {
      expect(() => assert(company, Company)).not.toThrow();
    },
  );

  it('check-in users, attendance and stylist options pass their schemas', () => {
    for (const user of checkinUsers) assert(user, CheckinUser);
    assert(buildAttendance(checkinUsers[0]!), Attendance);
    for (const option of stylistOptions) assert(option, StylistOption);
  });

  it('has two pages of clients and masks phones but for the last four digits', () => {
    expect(clientUsers).toHaveLength(20);
    expect(maskedPhone('2125550142')).toBe('***-***-0142');
  });
});

describe('products and orders fixtures', () => {
  it('categories, products and orders pass their schemas', () => {
    for (const category of productCategories) assert(category, ProductCategory);
    for (const product of [...products, ...manyProducts(24)]) assert(product, Product);
    for (const order of [...orders, ...manyOrders(20)]) assert(order, Order);
  });

  it('never prices a product above its actual price, and totals orders', () => {
    for (const product of manyProducts(24))
      expect(product.productPrice).toBeLessThanOrEqual(product.actualPrice);
    const order = buildOrder(2);
    const items = order.items.reduce((sum, item) => sum + item.productPrice * item.quantity, 0);
    expect(order).toMatchObject({ amount: items, totalAmount: items + order.otherAmount });
  });
});

describe('services and videos fixtures', () => {
  it('service groups pass ServiceGroup', () => {
    for (const group of [...buildServiceGroups(), ...buildManyServiceGroups(25)]) {
      expect(() => assert(group, ServiceGroup)).not.toThrow();
    }
  });

  it('videos, video categories and stylist options pass their schemas', () => {
    for (const video of [...videos, ...buildManyVideos(25)]) expect(() => assert(video, Video)).not.toThrow();
    for (const category of videoCategories) expect(() => assert(category, VideoCategory)).not.toThrow();
    for (const stylist of videoStylists) expect(() => assert(stylist, PersonRef)).not.toThrow();
  });

  it('is deterministic', () => {
    expect(buildServiceGroups()).toEqual(buildServiceGroups());
    expect(buildManyVideos(3)).toEqual(buildManyVideos(3));
  });
});

describe('reports fixtures', () => {
  it('pass their schemas, with all twelve months and one active and one expired subscription', async () => {
    const reports = await import('./factories/dashboard');
    const schemas = await import('../dashboard/schemas');
    assert(reports.buildAdminDashboardReport(), schemas.AdminDashboardReport);
    assert(reports.buildAdminSalonChart(), schemas.AdminSalonReportChart);
    assert(reports.buildSalonSubscriptions(), schemas.SalonSubscriptionList);
    assert(reports.buildDashboardCounts(), schemas.DashboardCounts);
    assert(reports.buildEmptyDashboardCounts(), schemas.DashboardCounts);
    assert(reports.buildStylistAppointments(), schemas.StylistAppointmentsList);
    const months = reports.buildMonthlyAppointments();
    assert(months, schemas.MonthlyAppointments);
    expect(months.map((month) => month._id)).toContain('Oct');
    expect(months).toHaveLength(12);
    expect(
      reports
        .buildSalonSubscriptions()
        .map((entry) => entry.active)
        .sort(),
    ).toEqual([false, true]);
  });
});

describe('stylists fixtures', () => {
  it('pass their schemas', async () => {
    const factories = await import('./factories/stylists');
    const schemas = await import('../stylists/schemas');
    const { SubService } = await import('../services/schemas');
    for (const stylist of [...factories.stylists, ...factories.manyStylists])
      assert(stylist, schemas.StylistItem);
    for (const option of factories.stylistOptions) assert(option, schemas.StylistOption);
    assert(factories.buildStylistSettings(), schemas.StylistSettings);
    assert(factories.emptyStylistSettings, schemas.StylistSettings);
    for (const service of factories.settingsServices) assert(service, SubService);
    expect(factories.buildStylist()).toEqual(factories.buildStylist());
  });
});

describe('salons fixtures', () => {
  it('pass their schemas, with unique ids and a second page', async () => {
    const factories = await import('./factories/salons');
    const schemas = await import('../salons/schemas');
    const all = [...factories.salons, ...factories.manySalons];
    for (const salon of all) assert(salon, schemas.SalonItem);
    expect(new Set(all.map((salon) => salon._id)).size).toBe(all.length);
    expect(factories.manySalons.length).toBeGreaterThan(20);
    expect(factories.buildSalon()).toEqual(factories.buildSalon());
  });
});

describe('staff fixtures', () => {
  it('pass their schemas, with unique ids and one read-only superadmin row', async () => {
    const factories = await import('./factories/staff');
    const schemas = await import('../staff/schemas');
    for (const item of factories.allSalonsStaff) assert(item, schemas.StaffItem);
    const ids = factories.allSalonsStaff.map((item) => item._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(factories.staff.filter((item) => item.role === 'superadmin')).toHaveLength(1);
    expect(factories.buildStaff()).toEqual(factories.buildStaff());
  });
});

describe('app version fixtures', () => {
  it('pass AppVersion, with unique ids, one enabled and one disabled demo version', async () => {
    const factories = await import('./factories/app-versions');
    const schemas = await import('../app-versions/schemas');
    for (const item of [...factories.appVersions, ...factories.manyAppVersions]) {
      assert(item, schemas.AppVersion);
    }
    const ids = [...factories.appVersions, ...factories.manyAppVersions].map((item) => item._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(factories.appVersions.map((item) => item.enable)).toEqual([true, false]);
    expect(factories.buildAppVersion()).toEqual(factories.buildAppVersion());
  });
});

describe('customer account fixtures', () => {
  it('pass UserInfo, Profile and the reset-token shape', async () => {
    const factories = await import('./factories/customer-accounts');
    const schemas = await import('../customer-accounts/schemas');
    assert(factories.buildCustomerInfo(), UserInfo);
    assert(factories.buildCustomerProfile(), Profile);
    expect(factories.buildCustomerInfo().role).toBe('user');
    for (const token of Object.values(factories.MOCK_RESET_TOKENS)) assert(token, schemas.ResetToken);
    expect(factories.buildCustomerProfile()).toEqual(factories.buildCustomerProfile());
  });
});

describe('first-steps fixtures', () => {
  it('pass FirstSteps: nothing, some and every step done', async () => {
    const { firstStepsFixtures } = await import('./factories/first-steps');
    const { FirstSteps } = await import('../first-steps/schemas');
    for (const fixture of Object.values(firstStepsFixtures)) assert(fixture, FirstSteps);
    expect(Object.values(firstStepsFixtures.done.steps).every(Boolean)).toBe(true);
    expect(Object.values(firstStepsFixtures.fresh.steps).some(Boolean)).toBe(false);
  });
});

import type { Database } from '../src/db/client';
import { AccountRepository } from '../src/modules/accounts/repository';
import { AppSettingRepository } from '../src/modules/app-settings/repository';
import { AppVersionRepository } from '../src/modules/app-versions/repository';
import { BillingRepository } from '../src/modules/billing/repository';
import { ClientRepository } from '../src/modules/clients/repository';
import { CompanyRepository } from '../src/modules/companies/repository';
import { CouponRepository } from '../src/modules/coupons/repository';
import { DeviceRepository } from '../src/modules/devices/repository';
import { NotificationRepository } from '../src/modules/notifications/repository';
import { ProductRepository } from '../src/modules/products/repository';
import { SalonRepository } from '../src/modules/salons/repository';
import { AppointmentRepository } from '../src/modules/appointments/appointments-repository';
import { StaffRepository } from '../src/modules/staff/repository';
import { StylistRepository } from '../src/modules/stylists/repository';
import { WebsiteRepository } from '../src/modules/website-settings/repository';

/**
 * The modules' repositories over a test app's database, for arranging and checking rows directly: the
 * container hands out services only, and a repository holds nothing but its database.
 */
export function testRepositories(db: Database) {
  const accounts = new AccountRepository(db);
  return {
    accounts,
    appSettings: new AppSettingRepository(db),
    appVersions: new AppVersionRepository(db),
    appointments: new AppointmentRepository(db, accounts),
    billing: new BillingRepository(db),
    clients: new ClientRepository(db, accounts),
    companies: new CompanyRepository(db, accounts),
    coupons: new CouponRepository(db),
    devices: new DeviceRepository(db),
    notifications: new NotificationRepository(db),
    products: new ProductRepository(db),
    salons: new SalonRepository(db, accounts),
    staff: new StaffRepository(db, accounts),
    stylists: new StylistRepository(db, accounts),
    website: new WebsiteRepository(db),
  };
}

export type TestRepositories = ReturnType<typeof testRepositories>;

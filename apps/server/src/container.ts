import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import { MemoryMailer } from './mail/memory-mailer';
import { SessionRepository } from './modules/auth/repository';
import { AuthService } from './modules/auth/service';
import { TokenSigner } from './modules/auth/tokens';
import { SalonRepository } from './modules/salons/repository';
import { SalonService } from './modules/salons/service';
import { AccountTools } from './modules/salons/accounts';
import { SalonAdminService } from './modules/salons/admin-service';
import { StaffRepository } from './modules/staff/repository';
import { StaffService } from './modules/staff/service';
import { StylistRepository } from './modules/stylists/repository';
import { StylistService } from './modules/stylists/service';
import { ServiceRepository } from './modules/services/repository';
import { ServiceService } from './modules/services/service';
import { OrderRepository } from './modules/orders/repository';
import { OrderService } from './modules/orders/service';
import { ProductRepository } from './modules/products/repository';
import { ProductService } from './modules/products/service';
import { UserRepository } from './modules/users/repository';
import { UserService } from './modules/users/service';
import { VideoRepository } from './modules/videos/repository';
import { VideoService } from './modules/videos/service';
import type { FileStorage } from './storage/file-storage';
import { LocalFileStorage } from './storage/local-file-storage';
import { AppointmentRepository } from './modules/appointments/repository';
import { AppointmentService } from './modules/appointments/service';
import { BookingAccess } from './modules/availability/access';
import { AvailabilityRepository } from './modules/availability/repository';
import { AvailabilityService } from './modules/availability/service';
import { BookingService } from './modules/booking/service';
import { AttendanceRepository } from './modules/attendance/repository';
import { AttendanceService } from './modules/attendance/service';
import { ClientRepository } from './modules/clients/repository';
import { ClientService } from './modules/clients/service';
import { CompanyRepository } from './modules/companies/repository';
import { CompanyService } from './modules/companies/service';
import { AppVersionRepository } from './modules/app-versions/repository';
import { AppVersionService } from './modules/app-versions/service';
import { ReportRepository } from './modules/reports/repository';
import { ReportService } from './modules/reports/service';
import { NotificationRepository } from './modules/notifications/repository';
import { NotificationService } from './modules/notifications/service';
import { MemoryPushNotifier } from './notifications/memory-push-notifier';
import type { PushNotifier } from './notifications/push-notifier';

export interface ContainerOptions {
  db: Database;
  jwtSecret: Uint8Array;
  sessionTtlSeconds: number;
  storageDir: string;
  mailer?: Mailer;
  storage?: FileStorage;
  /** Push notifications to the mobile apps; in memory by default. */
  push?: PushNotifier;
  /** The clock of the booking rules (15-minute cutoff, today); tests pass a fixed one. */
  now?: () => Date;
}

/** The composition root: every repository and service of the server, built once and wired here. */
export function createContainer(options: ContainerOptions) {
  const repositories = {
    users: new UserRepository(options.db),
    sessions: new SessionRepository(options.db),
    clients: new ClientRepository(options.db),
    companies: new CompanyRepository(options.db),
    appVersions: new AppVersionRepository(options.db),
    attendance: new AttendanceRepository(options.db),
    salons: new SalonRepository(options.db),
    stylists: new StylistRepository(options.db),
    staff: new StaffRepository(options.db),
    services: new ServiceRepository(options.db),
    videos: new VideoRepository(options.db),
    products: new ProductRepository(options.db),
    orders: new OrderRepository(options.db),
    availability: new AvailabilityRepository(options.db),
    appointments: new AppointmentRepository(options.db),
    reports: new ReportRepository(options.db),
    notifications: new NotificationRepository(options.db),
  };
  const mailer = options.mailer ?? new MemoryMailer();
  const storage = options.storage ?? new LocalFileStorage(options.storageDir);
  const accounts = new AccountTools({
    users: repositories.users,
    sessions: repositories.sessions,
    mailer,
    storage,
  });
  const push = options.push ?? new MemoryPushNotifier();
  const salonService = new SalonService(repositories.salons);
  // Tests may replace `clock.now` on a built container to pin the booking rules to a fixed instant.
  const clock = { now: options.now ?? (() => new Date()) };
  const now = () => clock.now();
  const bookingAccess = new BookingAccess(repositories.availability);
  const appointmentService = new AppointmentService({
    repository: repositories.appointments,
    availability: repositories.availability,
    access: bookingAccess,
    now,
  });
  const services = {
    auth: new AuthService({
      users: repositories.users,
      sessions: repositories.sessions,
      salons: repositories.salons,
      salonService,
      tokens: new TokenSigner(options.jwtSecret),
      sessionTtlSeconds: options.sessionTtlSeconds,
    }),
    users: new UserService(repositories.users, repositories.salons, salonService),
    salons: salonService,
    clients: new ClientService({
      clients: repositories.clients,
      sessions: repositories.sessions,
      mailer,
      push,
    }),
    companies: new CompanyService(repositories.companies, repositories.clients, repositories.sessions),
    appVersions: new AppVersionService(repositories.appVersions, repositories.salons),
    attendance: new AttendanceService(repositories.attendance, repositories.clients),
    stylists: new StylistService({
      stylists: repositories.stylists,
      users: repositories.users,
      accounts,
      appointments: repositories.appointments,
      now,
    }),
    salonAdmin: new SalonAdminService({ salons: repositories.salons, users: repositories.users, accounts }),
    staff: new StaffService({
      staff: repositories.staff,
      users: repositories.users,
      salons: repositories.salons,
      accounts,
    }),
    services: new ServiceService(repositories.services),
    videos: new VideoService(repositories.videos, storage),
    products: new ProductService(repositories.products, storage),
    orders: new OrderService(repositories.orders),
    availability: new AvailabilityService({
      repository: repositories.availability,
      appointments: repositories.appointments,
      access: bookingAccess,
      now,
    }),
    appointments: appointmentService,
    booking: new BookingService({
      availability: repositories.availability,
      appointments: repositories.appointments,
      appointmentService,
      now,
    }),
    reports: new ReportService(repositories.reports, now),
    notifications: new NotificationService(repositories.notifications, push),
  };
  return {
    db: options.db,
    repositories,
    services,
    mailer,
    storage,
    push,
    clock,
  };
}

export type Container = ReturnType<typeof createContainer>;

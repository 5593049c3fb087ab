import type { Database } from './db/client';
import { WebsiteRepository } from './modules/website/repository';
import { WebsiteService } from './modules/website/service';
import type { Mailer } from './mail/mailer';
import { OutboxMailer } from './mail/outbox-mailer';
import { AccountRepository } from './modules/accounts/repository';
import { AccountService } from './modules/accounts/service';
import { SessionRepository } from './modules/accounts/session-repository';
import { AuthService } from './modules/auth/service';
import { PasswordResetRepository } from './modules/accounts/password-reset-repository';
import { PasswordRequestRepository, type PasswordRequestHandler } from './modules/accounts/password-requests';
import { SignInHandoffRepository } from './modules/accounts/sign-in-handoffs';
import { SignupRequestRepository, type SignupRequestHandler } from './modules/accounts/signup-requests';
import { SalonPaymentRepository } from './modules/subscriptions/payment-repository';
import { PasswordResetService } from './modules/accounts/password-reset-service';
import { CustomerAccountService } from './modules/customer-accounts/service';
import { StaffPasswordResetService } from './modules/accounts/staff-password-reset';
import { TokenSigner } from './modules/auth/tokens';
import { SalonRepository } from './modules/salons/repository';
import { SalonService } from './modules/salons/service';
import { SalonAdminService } from './modules/salons/admin-service';
import { StaffRepository } from './modules/staff/repository';
import { StaffService } from './modules/staff/service';
import { StylistRepository } from './modules/stylists/repository';
import { StylistService } from './modules/stylists/service';
import { ServiceRepository } from './modules/services/repository';
import { ServiceService } from './modules/services/service';
import { OrderRepository } from './modules/orders/repository';
import { OrderService } from './modules/orders/service';
import { CartChecker } from './modules/orders/cart-check';
import { CartPricing } from './modules/orders/pricing';
import { CouponRepository } from './modules/coupons/repository';
import { CouponService } from './modules/coupons/service';
import { CouponQuoter } from './modules/orders/coupon-quote';
import type { PaymentProvider } from './modules/payments/provider';
import { OfflinePaymentProvider } from './modules/payments/offline-provider';
import { ProductRepository } from './modules/products/repository';
import { ProductService } from './modules/products/service';
import { UserService } from './modules/users/service';
import { VideoRepository } from './modules/videos/repository';
import { VideoService } from './modules/videos/service';
import type { FileStorage } from './storage/file-storage';
import { ImageStore } from './storage/image-store';
import { LocalFileStorage } from './storage/local-file-storage';
import { AppointmentRepository } from './modules/scheduling/appointments-repository';
import { AppointmentService } from './modules/scheduling/appointments-service';
import { BookingService } from './modules/scheduling/booking-service';
import { CalendarAccess } from './modules/scheduling/calendar-access';
import { CancelLinks } from './modules/scheduling/cancel-links';
import { VisitService } from './modules/scheduling/visits-service';
import { ReminderRepository } from './modules/scheduling/reminders/repository';
import { signedRescheduleLink } from './modules/scheduling/reminders/reschedule-link';
import { ReminderService } from './modules/scheduling/reminders/service';
import { ClientChangePolicies } from './modules/scheduling/client-change-policy';
import { SalonNotices } from './modules/scheduling/salon-notices';
import { SlotRepository } from './modules/scheduling/slots-repository';
import { SlotService } from './modules/scheduling/slots-service';
import { AttendanceRepository } from './modules/attendance/repository';
import { AttendanceService } from './modules/attendance/service';
import { ClientRepository } from './modules/clients/repository';
import { ClientService } from './modules/clients/service';
import { CompanyRepository } from './modules/companies/repository';
import { CompanyService } from './modules/companies/service';
import { AppVersionRepository } from './modules/app-versions/repository';
import { AppVersionService } from './modules/app-versions/service';
import { AppSettingRepository } from './modules/app-settings/repository';
import { AppSettingService } from './modules/app-settings/service';
import { CalendarFeedRepository, CalendarFeedService, FeedLinks } from './modules/calendar-feeds';
import { ExportsRepository, ExportsService } from './modules/exports';
import { FirstStepsRepository, FirstStepsService } from './modules/first-steps';
import { ReportRepository } from './modules/reports/repository';
import { ReportService } from './modules/reports/service';
import { NotificationRepository } from './modules/notifications/repository';
import { NotificationService } from './modules/notifications/service';
import { OutboxPushNotifier } from './notifications/outbox-push-notifier';
import type { PushNotifier } from './notifications/push-notifier';
import { BillingRepository } from './modules/billing/repository';
import { BillingService } from './modules/billing/service';
import type { BillingProvider } from './modules/billing/provider';
import { OfflineBillingProvider } from './modules/billing/offline-provider';
import { OnboardingRepository } from './modules/onboarding/repository';
import { OnboardingService } from './modules/onboarding/service';
import { StripeWebhookService } from './modules/webhooks/service';
import { StripeWebhookVerifier } from './modules/webhooks/stripe-verifier';
import { DeviceRepository } from './modules/devices/repository';
import { DeviceService } from './modules/devices/service';
import { SubscriptionRepository } from './modules/subscriptions/repository';
import { SubscriptionService } from './modules/subscriptions/service';

export interface ContainerOptions {
  db: Database;
  jwtSecret: Uint8Array;
  sessionTtlSeconds: number;
  storageDir: string;
  mailer?: Mailer;
  storage?: FileStorage;
  /** Push notifications to the mobile apps: the push outbox (main.ts starts its worker) by default. */
  push?: PushNotifier;
  /** The clock of the booking rules (15-minute cutoff, today); tests pass a fixed one. */
  now?: () => Date;
  /** Where the public sites are reached, for links in e-mails (PUBLIC_URL); http://localhost:3000 by default. */
  publicUrl?: string;
  /** The card payment provider of packages, coupons and promotion codes; offline by default. */
  billing?: BillingProvider;
  /** The shop's card payments: Stripe when configured (main.ts), else the offline test-card provider. */
  payments?: PaymentProvider;
  /** STRIPE_WEBHOOK_SECRET: verifies `POST /api/v1/webhooks/stripe`; without it the webhook answers 400. */
  stripeWebhookSecret?: string;
}

/** The composition root: every repository and service of the server, built once and wired here. */
export function createContainer(options: ContainerOptions) {
  // The only writer of `users`: the repositories of the kinds of account (clients, staff, stylists,
  // companies, salon owners, a booking's new client) write through it.
  const accountRepository = new AccountRepository(options.db);
  const repositories = {
    accounts: accountRepository,
    sessions: new SessionRepository(options.db),
    clients: new ClientRepository(options.db, accountRepository),
    companies: new CompanyRepository(options.db, accountRepository),
    appVersions: new AppVersionRepository(options.db),
    appSettings: new AppSettingRepository(options.db),
    website: new WebsiteRepository(options.db),
    attendance: new AttendanceRepository(options.db),
    salons: new SalonRepository(options.db, accountRepository),
    stylists: new StylistRepository(options.db, accountRepository),
    staff: new StaffRepository(options.db, accountRepository),
    services: new ServiceRepository(options.db),
    videos: new VideoRepository(options.db),
    products: new ProductRepository(options.db),
    orders: new OrderRepository(options.db),
    coupons: new CouponRepository(options.db),
    availability: new SlotRepository(options.db),
    appointments: new AppointmentRepository(options.db, accountRepository),
    reports: new ReportRepository(options.db),
    notifications: new NotificationRepository(options.db),
    billing: new BillingRepository(options.db),
    devices: new DeviceRepository(options.db),
  };
  // E-mail goes to the outbox table; the mail worker started by main.ts delivers it (mail/mail-worker.ts).
  const mailer = options.mailer ?? new OutboxMailer(options.db);
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const storage = options.storage ?? new LocalFileStorage(options.storageDir);
  // Tests may replace `clock.now` on a built container to pin the booking rules to a fixed instant.
  const clock = { now: options.now ?? (() => new Date()) };
  const now = () => clock.now();
  const signInHandoffs = new SignInHandoffRepository(options.db);
  const signupRequests = new SignupRequestRepository(options.db);
  // The accounts module: every module that creates or edits an account checks and writes through it.
  const accounts = new AccountService({
    accounts: repositories.accounts,
    sessions: repositories.sessions,
    mailer,
    handoffs: signInHandoffs,
    now,
  });
  const images = new ImageStore(storage);
  // Pushes go to the push outbox; the push worker started by main.ts delivers them (notifications/).
  const push = options.push ?? new OutboxPushNotifier(options.db);
  // The salon's platform subscription; the public booking and order calls ask it whether a salon is open.
  const payments = options.payments ?? new OfflinePaymentProvider();
  const billingProvider = options.billing ?? new OfflineBillingProvider(now);
  const salonPayments = new SalonPaymentRepository(options.db);
  const subscriptions = new SubscriptionService({
    subscriptions: new SubscriptionRepository(options.db),
    payments: salonPayments,
    billing: repositories.billing,
    provider: billingProvider,
    paymentConfig: {
      provider: billingProvider.kind === 'stripe' && payments.publishableKey ? 'stripe' : 'offline',
      publishableKey: billingProvider.kind === 'stripe' ? payments.publishableKey : null,
    },
    now,
  });
  const salonService = new SalonService(repositories.salons, subscriptions);
  const bookingAccess = new CalendarAccess(repositories.availability);
  // Reminders and what the salon hears (issue 21): planned and queued in the scheduling changes' transactions.
  const cancelLinks = new CancelLinks(options.jwtSecret, publicUrl);
  const organizerEmail = `no-reply@${new URL(publicUrl).hostname}`;
  const reminders = new ReminderService({
    reminders: new ReminderRepository(options.db),
    mailer,
    push,
    cancelLinks,
    rescheduleLink: signedRescheduleLink(cancelLinks),
    now,
    organizerEmail,
  });
  const salonNotices = new SalonNotices({ mailer, push, publicUrl });
  // The salon's cancellation policy: the one rule of how late a client may cancel or move online.
  const changePolicies = new ClientChangePolicies(options.db);
  const appointmentService = new AppointmentService({
    repository: repositories.appointments,
    availability: repositories.availability,
    access: bookingAccess,
    accounts,
    now,
    reminders,
    // The client's calendar entry follows the salon's confirm and cancel (update / METHOD:CANCEL).
    mailer,
    cancelLinks,
    changePolicies,
    organizerEmail,
  });
  // The shop: coupons, cart pricing and the website's checkout, paid through the payment provider.
  const couponService = new CouponService({
    coupons: repositories.coupons,
    salons: repositories.salons,
    salonService,
    now,
  });
  const pricing = new CartPricing({ products: repositories.products, coupons: couponService, storage });
  const couponQuoter = new CouponQuoter({ salons: salonService, pricing });
  const cartChecker = new CartChecker({ salons: salonService, products: repositories.products });
  const orderService = new OrderService({
    orders: repositories.orders,
    pricing,
    salons: salonService,
    payments,
    mailer,
    now,
    publicUrl,
  });
  const stripeWebhooks = options.stripeWebhookSecret
    ? new StripeWebhookVerifier(options.stripeWebhookSecret)
    : null;
  const services = {
    auth: new AuthService({
      accounts: repositories.accounts,
      sessions: repositories.sessions,
      salons: repositories.salons,
      salonService,
      tokens: new TokenSigner(options.jwtSecret),
      sessionTtlSeconds: options.sessionTtlSeconds,
      handoffs: signInHandoffs,
      now,
    }),
    users: new UserService({
      users: repositories.accounts,
      accounts,
      salons: repositories.salons,
      salonService,
      stylists: repositories.stylists,
      signups: signupRequests,
    }),
    salons: salonService,
    clients: new ClientService({
      clients: repositories.clients,
      accounts,
      sessions: repositories.sessions,
      mailer,
      push,
    }),
    companies: new CompanyService(repositories.companies, accounts, repositories.sessions),
    appVersions: new AppVersionService(repositories.appVersions, repositories.salons),
    appSettings: new AppSettingService({
      settings: repositories.appSettings,
      salons: repositories.salons,
      storage,
    }),
    attendance: new AttendanceService(repositories.attendance, repositories.clients),
    website: new WebsiteService({
      website: repositories.website,
      salons: repositories.salons,
      salonService,
      services: repositories.services,
      products: repositories.products,
      stylists: repositories.stylists,
      appVersions: repositories.appVersions,
      storage,
      mailer,
    }),
    stylists: new StylistService({
      stylists: repositories.stylists,
      accounts,
      images,
      appointments: repositories.appointments,
      now,
    }),
    salonAdmin: new SalonAdminService({
      salons: repositories.salons,
      accounts,
      images,
      subscriptions,
    }),
    staff: new StaffService({
      staff: repositories.staff,
      salons: repositories.salons,
      accounts,
      images,
    }),
    services: new ServiceService(repositories.services),
    videos: new VideoService(repositories.videos, storage),
    products: new ProductService(repositories.products, storage),
    orders: orderService,
    coupons: couponService,
    couponQuoter,
    cartChecker,
    availability: new SlotService({
      repository: repositories.availability,
      appointments: repositories.appointments,
      access: bookingAccess,
      now,
    }),
    appointments: appointmentService,
    reminders,
    salonNotices,
    changePolicies,
    booking: new BookingService({
      availability: repositories.availability,
      appointments: repositories.appointments,
      accounts,
      appointmentService,
      now,
      mailer,
      push,
      cancelLinks,
      reminders,
      notices: salonNotices,
      changePolicies,
      organizerEmail,
      open: (salonId) => subscriptions.assertOpen(salonId),
    }),
    visits: new VisitService({
      availability: repositories.availability,
      appointments: repositories.appointments,
      accounts,
      now,
      mailer,
      links: cancelLinks,
      reminders,
      notices: salonNotices,
      organizerEmail,
      changePolicies,
    }),
    reports: new ReportService(repositories.reports, now),
    firstSteps: new FirstStepsService(new FirstStepsRepository(options.db), publicUrl),
    exports: new ExportsService(new ExportsRepository(options.db)),
    calendarFeeds: new CalendarFeedService(
      new CalendarFeedRepository(options.db),
      new FeedLinks(options.jwtSecret, publicUrl),
      now,
    ),
    notifications: new NotificationService(repositories.notifications, push),
    devices: new DeviceService(repositories.devices),
    billing: new BillingService(repositories.billing, billingProvider),
    subscriptions,
    onboarding: new OnboardingService({
      onboarding: new OnboardingRepository(options.db, accountRepository, salonPayments),
      billing: repositories.billing,
      provider: billingProvider,
      accounts,
      salons: repositories.salons,
      mailer,
      publicUrl,
      now,
    }),
  };
  // Password-reset links (any account), the public site's customer accounts and staff's own reset.
  const passwordResets = new PasswordResetService({
    resets: new PasswordResetRepository(options.db),
    accounts: repositories.accounts,
    sessions: repositories.sessions,
    mailer,
    now,
  });
  const passwordRequests = new PasswordRequestRepository(options.db);
  const customerAccounts = new CustomerAccountService({
    requests: passwordRequests,
    salons: salonService,
    accounts: repositories.accounts,
    userService: services.users,
    auth: services.auth,
    resets: passwordResets,
    signups: signupRequests,
    accountService: accounts,
    salonRows: repositories.salons,
    mailer,
    now,
    publicUrl,
  });
  const staffPasswordResets = new StaffPasswordResetService({
    requests: passwordRequests,
    accounts: repositories.accounts,
    resets: passwordResets,
    publicUrl,
  });
  // Password assistance is worked after the answer (its worker: server.ts), the same either way.
  const handlePasswordRequest: PasswordRequestHandler = (request) =>
    request.salon === null
      ? staffPasswordResets.sendResetLink(request.email)
      : customerAccounts.sendResetLink(request.salon, request.email);
  const handleSignupRequest: SignupRequestHandler = (request) => customerAccounts.handleSignup(request);
  // Stripe's events drive orders, sign-ups and subscriptions: the webhook module sits above them.
  const stripeWebhook = new StripeWebhookService({
    verifier: stripeWebhooks,
    orders: services.orders,
    onboarding: services.onboarding,
    subscriptions: services.subscriptions,
  });
  return {
    db: options.db,
    repositories,
    passwordRequests: { repository: passwordRequests, handle: handlePasswordRequest },
    // Client sign-ups are worked after the answer too (their worker: server.ts).
    signupRequests: { repository: signupRequests, handle: handleSignupRequest },
    payments,
    services: {
      ...services,
      accounts,
      passwordResets,
      customerAccounts,
      staffPasswordResets,
      stripeWebhook,
    },
    mailer,
    storage,
    push,
    clock,
  };
}

export type Container = ReturnType<typeof createContainer>;

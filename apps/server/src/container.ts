import type { ContainerOptions } from './container-options';
import { WebsiteRepository, WebsiteService } from './modules/website-settings';
import { OutboxMailer } from './mail/outbox-mailer';
import {
  AccountRepository,
  AccountService,
  type PasswordRequestHandler,
  PasswordRequestRepository,
  PasswordResetRepository,
  PasswordResetService,
  SessionRepository,
  StaffPasswordResetService,
  SignInHandoffRepository,
  type SignupRequestHandler,
  SignupRequestRepository,
} from './modules/accounts';
import { AuthService, TokenSigner } from './modules/auth';
import { CustomerAccountService } from './modules/customer-accounts';
import { SalonAdminService, SalonRepository, SalonService } from './modules/salons';
import { StaffRepository, StaffService } from './modules/staff';
import { StylistRepository, StylistService } from './modules/stylists';
import { ServiceRepository, ServiceService } from './modules/services';
import { CartChecker, CartPricing, CouponQuoter, OrderRepository, OrderService } from './modules/orders';
import { CouponRepository, CouponService } from './modules/coupons';
import { OfflinePaymentProvider } from './modules/payments';
import { OfflinePayoutProvider, PayoutRepository, PayoutService } from './modules/payouts';
import { ProductRepository, ProductService } from './modules/products';
import { UserService } from './modules/profile';
import { VideoRepository, VideoService } from './modules/videos';
import { ImageStore } from './storage/image-store';
import { ImageVariants } from './storage/image-variants';
import { LocalFileStorage } from './storage/local-file-storage';
import { buildAppointmentPayments } from './modules/appointment-payments';
import { buildBooking } from './modules/booking';
import { buildReminders } from './modules/reminders';
import { buildAppointments, CancelLinks } from './modules/appointments';
import { buildAvailability } from './modules/availability';
import { ClientChangePolicies } from './modules/booking-settings';
import { AttendanceRepository, AttendanceService } from './modules/check-in';
import { ClientRepository, ClientService } from './modules/clients';
import { CompanyRepository, CompanyService } from './modules/companies';
import { AppVersionRepository, AppVersionService } from './modules/app-versions';
import { AppSettingRepository, AppSettingService } from './modules/app-settings';
import { FirstStepsRepository, FirstStepsService } from './modules/first-steps';
import { ReportRepository, ReportService } from './modules/dashboard';
import { NotificationRepository, NotificationService } from './modules/notifications';
import { OutboxPushNotifier } from './notifications/outbox-push-notifier';
import { BillingRepository, BillingService, OfflineBillingProvider } from './modules/billing';
import { OnboardingRepository, OnboardingService } from './modules/onboarding';
import { StripeWebhookService, StripeWebhookVerifier } from './modules/webhooks';
import { DeviceRepository, DeviceService } from './modules/devices';
import { SalonPaymentRepository, SubscriptionRepository, SubscriptionService } from './modules/subscriptions';
import { CalendarFeedRepository, CalendarFeedService, FeedLinks } from './modules/calendar-feeds';
import { ExportsRepository, ExportsService } from './modules/exports';

export type { ContainerOptions };

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
  // WebP copies of uploaded photos in a few widths, with their sizes (the public pages' srcset).
  const imageVariants = new ImageVariants(options.db, storage);
  // Pushes go to the push outbox; the push worker started by main.ts delivers them (notifications/).
  const push = options.push ?? new OutboxPushNotifier(options.db);
  // The salon's platform subscription; the public booking and order calls ask it whether a salon is open.
  const payments = options.payments ?? new OfflinePaymentProvider();
  const billingProvider = options.billing ?? new OfflineBillingProvider(now);
  const subscriptionRepository = new SubscriptionRepository(options.db);
  const salonPayments = new SalonPaymentRepository(options.db);
  const subscriptions = new SubscriptionService({
    subscriptions: subscriptionRepository,
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
  const availability = buildAvailability({ db: options.db, now });
  // The client's signed links, and the reminders planned in each appointment change's transaction.
  const cancelLinks = new CancelLinks(options.jwtSecret, publicUrl);
  const organizerEmail = `no-reply@${new URL(publicUrl).hostname}`;
  // What every scheduling module is built from.
  const shared = { db: options.db, mailer, push, now, links: cancelLinks, organizerEmail };
  const reminders = buildReminders(shared);
  // The salon's cancellation policy: the one rule of how late a client may cancel or move online.
  const changePolicies = new ClientChangePolicies(options.db, (salonId) => salonService.currencyOf(salonId));
  // Each salon's payout account: its card payments are destination charges to it, less the platform's fee.
  const payoutService = new PayoutService({
    repository: new PayoutRepository(options.db),
    provider: options.payouts ?? new OfflinePayoutProvider(),
    feePercent: options.platformFeePercent ?? 0,
    publicUrl,
    publicSalon: (name) => salonService.publicSalon(name),
  });
  const destinationOf = (salonId: string, amountCents: number) =>
    payoutService.chargeDestinationOf(salonId, amountCents);
  // An appointment's charges, card setups, fees and refunds.
  const appointmentPayments = buildAppointmentPayments({ ...shared, provider: payments, destinationOf });
  const appointments = buildAppointments({
    ...shared,
    accountRows: accountRepository,
    accounts,
    availability,
    publicUrl,
    changePolicies,
    reminders,
    refunds: appointmentPayments.refunds,
    paymentRows: appointmentPayments.rows,
  });
  const booking = buildBooking({
    availability: availability.reads,
    appointments,
    appointmentPayments,
    accounts,
    reminders,
    changePolicies,
    ...shared,
    payments,
    destinationOf,
    open: (salonId) => subscriptions.assertOpen(salonId),
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
    destinationOf,
  });
  const stripeWebhooks = options.stripeWebhookSecret
    ? new StripeWebhookVerifier(
        [options.stripeWebhookSecret, options.stripeConnectWebhookSecret].filter((secret): secret is string =>
          Boolean(secret),
        ),
      )
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
      slots: availability.reads,
      hours: availability.slots,
      appVersions: repositories.appVersions,
      storage,
      variants: imageVariants,
      mailer,
    }),
    stylists: new StylistService({
      stylists: repositories.stylists,
      accounts,
      images,
      appointments: appointments.records,
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
    services: new ServiceService(repositories.services, (salonId) => salonService.currencyOf(salonId)),
    videos: new VideoService(repositories.videos, storage),
    products: new ProductService(repositories.products, storage, imageVariants),
    orders: orderService,
    coupons: couponService,
    couponQuoter,
    cartChecker,
    availability: availability.slots,
    calendar: appointments.calendar,
    appointmentRecords: appointments.records,
    appointments: appointments.service,
    reminders,
    // Deposits' refunds, retried by the refund job (jobs/refund-retries.ts).
    refunds: appointmentPayments.refunds,
    salonNotices: appointments.notices,
    changePolicies,
    booking: booking.booking,
    visitBooking: booking.visitBooking,
    noShows: appointmentPayments.noShows({
      availability,
      appointments: appointments.records,
      changePolicies,
    }),
    visits: booking.visits,
    reports: new ReportService(repositories.reports, now),
    payouts: payoutService,
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
      onboarding: new OnboardingRepository(options.db, {
        accounts: accountRepository,
        salons: repositories.salons,
        slots: availability.slots,
        subscriptions: subscriptionRepository,
        payments: salonPayments,
      }),
      billing: repositories.billing,
      provider: billingProvider,
      accounts,
      salons: repositories.salons,
      slots: availability.horizon,
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
    payouts: services.payouts,
    booking: services.booking,
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
    imageVariants,
    push,
    clock,
  };
}

export type Container = ReturnType<typeof createContainer>;

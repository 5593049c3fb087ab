import type { ContainerOptions } from './container-options';
import { OutboxMailer } from './mail/outbox-mailer';
import { buildAccounts } from './modules/accounts';
import { buildAppSettings } from './modules/app-settings';
import { buildAppVersions } from './modules/app-versions';
import { buildAuth } from './modules/auth';
import { buildBilling, OfflineBillingProvider } from './modules/billing';
import { buildCalendarFeeds } from './modules/calendar-feeds';
import { buildCheckIn } from './modules/check-in';
import { buildClients } from './modules/clients';
import { buildCompanies } from './modules/companies';
import { buildCoupons } from './modules/coupons';
import { buildCustomerAccounts } from './modules/customer-accounts';
import { buildReports } from './modules/dashboard';
import { buildDevices } from './modules/devices';
import { buildExports } from './modules/exports';
import { buildFirstSteps } from './modules/first-steps';
import { buildNotifications } from './modules/notifications';
import { buildOnboarding } from './modules/onboarding';
import { buildOrders } from './modules/orders';
import { OfflinePaymentProvider } from './modules/payments';
import { buildPayouts, OfflinePayoutProvider } from './modules/payouts';
import { buildProducts } from './modules/products';
import { UserService } from './modules/profile';
import { buildSalons } from './modules/salons';
import {
  AppointmentPaymentRepository,
  AppointmentRepository,
  PaymentCustomerRepository,
  DepositRefunds,
  AppointmentService,
  BookingService,
  CalendarAccess,
  CancelLinks,
  ReminderRepository,
  ReminderService,
  SalonNotices,
  SlotRepository,
  SlotService,
  ClientChangePolicies,
  FeeCharges,
  NoShowService,
  signedRescheduleLink,
  VisitBookingService,
  VisitChanges,
  VisitRepository,
  VisitService,
  SlotHorizon,
} from './modules/scheduling';
import { buildServices } from './modules/services';
import { buildStaff } from './modules/staff';
import { buildStylists } from './modules/stylists';
import { buildSubscriptions } from './modules/subscriptions';
import { buildVideos } from './modules/videos';
import { buildStripeWebhook } from './modules/webhooks';
import { buildWebsite } from './modules/website-settings';
import { OutboxPushNotifier } from './notifications/outbox-push-notifier';
import { ImageStore } from './storage/image-store';
import { ImageVariants } from './storage/image-variants';
import { LocalFileStorage } from './storage/local-file-storage';

/**
 * The composition root: each module builds its own repositories and services (its `module.ts`) and
 * hands out only services and the small reads others need; scheduling's parts are still built here.
 */
export type { ContainerOptions };

export function createContainer(options: ContainerOptions) {
  const { db } = options;
  // E-mail goes to the outbox table; the mail worker started by main.ts delivers it (mail/mail-worker.ts).
  const mailer = options.mailer ?? new OutboxMailer(db);
  const publicUrl = options.publicUrl ?? 'http://localhost:3000';
  const storage = options.storage ?? new LocalFileStorage(options.storageDir);
  // Tests may replace `clock.now` on a built container to pin the booking rules to a fixed instant.
  const clock = { now: options.now ?? (() => new Date()) };
  const now = () => clock.now();
  // The only writer of `users`: the modules of the kinds of account (clients, staff, stylists,
  // companies, salon owners, a booking's new client) write through its rows.
  const accountsModule = buildAccounts({ db, mailer, now, publicUrl });
  const { accounts, accountRows, sessions } = accountsModule;
  const images = new ImageStore(storage);
  // WebP copies of uploaded photos in a few widths, with their sizes (the public pages' srcset).
  const imageVariants = new ImageVariants(db, storage);
  // Pushes go to the push outbox; the push worker started by main.ts delivers them (notifications/).
  const push = options.push ?? new OutboxPushNotifier(db);
  // The salon's platform subscription; the public booking and order calls ask it whether a salon is open.
  const payments = options.payments ?? new OfflinePaymentProvider();
  const billingProvider = options.billing ?? new OfflineBillingProvider(now);
  const billingModule = buildBilling({ db, provider: billingProvider });
  const subscriptionsModule = buildSubscriptions({
    db,
    billing: billingModule.billingReads,
    provider: billingProvider,
    shopPublishableKey: payments.publishableKey,
    now,
  });
  const { subscriptions } = subscriptionsModule;
  const salonsModule = buildSalons({ db, accountRows, accounts, images, subscriptions });
  const { salons: salonService, salonReads } = salonsModule;
  // Scheduling's rows, which its services and a few other modules' ports are given.
  const repositories = {
    availability: new SlotRepository(db),
    appointments: new AppointmentRepository(db, accountRows),
  };
  const bookingAccess = new CalendarAccess(repositories.availability);
  const slotService = new SlotService({
    repository: repositories.availability,
    appointments: repositories.appointments,
    access: bookingAccess,
    now,
  });
  // Reminders and what the salon hears: planned and queued in the scheduling changes' transactions.
  const cancelLinks = new CancelLinks(options.jwtSecret, publicUrl);
  const organizerEmail = `no-reply@${new URL(publicUrl).hostname}`;
  const reminders = new ReminderService({
    reminders: new ReminderRepository(db),
    mailer,
    push,
    cancelLinks,
    rescheduleLink: signedRescheduleLink(cancelLinks),
    now,
    organizerEmail,
  });
  const salonNotices = new SalonNotices({ mailer, push, publicUrl });
  // The salon's cancellation policy: the one rule of how late a client may cancel or move online.
  const changePolicies = new ClientChangePolicies(db, (salonId) => salonService.currencyOf(salonId));
  // Multi-service visits: moving or cancelling one part moves or cancels the whole visit.
  const visitRepository = new VisitRepository(db, accountRows);
  // An appointment's charges, card setups and refunds.
  const appointmentPayments = new AppointmentPaymentRepository(db);
  const depositRefunds = new DepositRefunds({ payments, rows: appointmentPayments, now });
  const visitChanges = new VisitChanges({
    visits: visitRepository,
    appointments: repositories.appointments,
    availability: repositories.availability,
    mailer,
    links: cancelLinks,
    reminders,
    notices: salonNotices,
    organizerEmail,
    now,
    push,
    changePolicies,
    refunds: depositRefunds,
  });
  // Each salon's payout account: its card payments are destination charges to it, less the platform's fee.
  const { payouts: payoutService } = buildPayouts({
    db,
    provider: options.payouts ?? new OfflinePayoutProvider(),
    feePercent: options.platformFeePercent ?? 0,
    publicUrl,
    publicSalon: (name) => salonService.publicSalon(name),
  });
  const destinationOf = (salonId: string, amountCents: number) =>
    payoutService.chargeDestinationOf(salonId, amountCents);
  // The salon's no-show and late-cancellation fees, charged to the visit's card on file.
  const feeCharges = new FeeCharges({
    payments: appointmentPayments,
    provider: payments,
    destinationOf,
    mailer,
    links: cancelLinks,
    organizerEmail,
  });
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
    visitChanges,
    refunds: depositRefunds,
    paymentRows: appointmentPayments,
  });
  // What the website's two booking paths (one service, a multi-service visit) share.
  const websiteBooking = {
    availability: repositories.availability,
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
    open: (salonId: string) => subscriptions.assertOpen(salonId),
  };
  // The shop: coupons, cart pricing and the website's checkout, paid through the payment provider.
  const { coupons: couponService } = buildCoupons({ db, salons: salonReads, salonService, now });
  const productsModule = buildProducts({ db, storage, variants: imageVariants });
  const ordersModule = buildOrders({
    db,
    storage,
    products: productsModule.productReads,
    coupons: couponService,
    salons: salonService,
    payments,
    mailer,
    now,
    publicUrl,
    destinationOf,
  });
  const stylistsModule = buildStylists({
    db,
    accountRows,
    accounts,
    images,
    appointments: repositories.appointments,
    now,
  });
  const appVersionsModule = buildAppVersions({ db, salons: salonReads });
  const clientsModule = buildClients({ db, accountRows, accounts, sessions, mailer, push });
  const servicesModule = buildServices({ db, currencyOf: (salonId) => salonService.currencyOf(salonId) });
  const websiteModule = buildWebsite({
    db,
    salons: salonReads,
    salonService,
    services: servicesModule.serviceReads,
    products: productsModule.productReads,
    stylists: stylistsModule.stylistReads,
    slots: repositories.availability,
    hours: slotService,
    appVersions: appVersionsModule.appVersionReads,
    storage,
    variants: imageVariants,
    mailer,
  });
  const devicesModule = buildDevices({ db });
  const services = {
    ...buildAuth({
      accounts: accountRows,
      sessions,
      salons: salonReads,
      salonService,
      secret: options.jwtSecret,
      sessionTtlSeconds: options.sessionTtlSeconds,
      handoffs: accountsModule.handoffs,
      now,
    }),
    users: new UserService({
      users: accountRows,
      accounts,
      salons: salonReads,
      salonService,
      stylists: stylistsModule.stylistReads,
      signups: accountsModule.signupRequests,
    }),
    salons: salonService,
    clients: clientsModule.clients,
    ...buildCompanies({ db, accountRows, accounts, sessions }),
    appVersions: appVersionsModule.appVersions,
    ...buildAppSettings({ db, salons: salonReads, storage }),
    ...buildCheckIn({ db, clients: clientsModule.clientReads }),
    website: websiteModule.website,
    stylists: stylistsModule.stylists,
    salonAdmin: salonsModule.salonAdmin,
    ...buildStaff({ db, accountRows, salons: salonReads, accounts, images }),
    services: servicesModule.services,
    ...buildVideos({ db, storage }),
    products: productsModule.products,
    orders: ordersModule.orders,
    coupons: couponService,
    couponQuoter: ordersModule.couponQuoter,
    cartChecker: ordersModule.cartChecker,
    availability: slotService,
    appointments: appointmentService,
    reminders,
    // Deposits' refunds, retried by the refund job (jobs/refund-retries.ts).
    refunds: depositRefunds,
    salonNotices,
    changePolicies,
    booking: new BookingService({
      ...websiteBooking,
      appointments: repositories.appointments,
      visitChanges,
      payments,
      paymentRows: appointmentPayments,
      customers: new PaymentCustomerRepository(db),
      refunds: depositRefunds,
      fees: feeCharges,
      destinationOf,
    }),
    visitBooking: new VisitBookingService({
      ...websiteBooking,
      visits: visitRepository,
      changes: visitChanges,
      payments,
      paymentRows: appointmentPayments,
      destinationOf,
    }),
    noShows: new NoShowService({
      access: bookingAccess,
      availability: repositories.availability,
      appointments: repositories.appointments,
      payments: appointmentPayments,
      fees: feeCharges,
      provider: payments,
      changePolicies,
      links: cancelLinks,
      now,
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
      visitChanges,
    }),
    ...buildReports({ db, now }),
    payouts: payoutService,
    ...buildFirstSteps({ db, publicUrl }),
    ...buildExports({ db }),
    ...buildCalendarFeeds({ db, secret: options.jwtSecret, publicUrl, now }),
    ...buildNotifications({ db, push }),
    devices: devicesModule.devices,
    billing: billingModule.billing,
    subscriptions,
    ...buildOnboarding({
      db,
      owners: {
        accounts: accountRows,
        salons: salonsModule.signupSalons,
        slots: repositories.availability,
        subscriptions: subscriptionsModule.signupSubscriptions,
        payments: subscriptionsModule.signupPayments,
      },
      billing: billingModule.billingReads,
      provider: billingProvider,
      accounts,
      salons: salonReads,
      slots: new SlotHorizon(db),
      mailer,
      publicUrl,
      now,
    }),
  };
  // Password-reset links (any account), the public site's customer accounts and staff's own reset.
  const { passwordResets, staffPasswordResets, passwordRequests, signupRequests } = accountsModule;
  const { customerAccounts, handlePasswordRequest, handleSignupRequest } = buildCustomerAccounts({
    requests: passwordRequests,
    salons: salonService,
    accounts: accountRows,
    userService: services.users,
    auth: services.auth,
    resets: passwordResets,
    signups: signupRequests,
    accountService: accounts,
    salonRows: salonReads,
    staffPasswordResets,
    mailer,
    now,
    publicUrl,
  });
  // Stripe's events drive orders, sign-ups and subscriptions: the webhook module sits above them.
  const { stripeWebhook } = buildStripeWebhook({
    secret: options.stripeWebhookSecret,
    connectSecret: options.stripeConnectWebhookSecret,
    orders: services.orders,
    payouts: services.payouts,
    booking: services.booking,
    onboarding: services.onboarding,
    subscriptions: services.subscriptions,
  });
  return {
    db,
    passwordRequests: { queue: passwordRequests, handle: handlePasswordRequest },
    // Client sign-ups are worked after the answer too (their worker: server.ts).
    signupRequests: { queue: signupRequests, handle: handleSignupRequest },
    // The push worker's device tokens, and the photos' keys for the image-variants backfill (server.ts).
    pushDevices: devicesModule.pushDevices,
    imageKeys: [websiteModule.imageKeys, () => productsModule.productReads.imageKeys()],
    payments,
    services: { ...services, accounts, passwordResets, customerAccounts, staffPasswordResets, stripeWebhook },
    mailer,
    storage,
    imageVariants,
    push,
    clock,
  };
}

export type Container = ReturnType<typeof createContainer>;

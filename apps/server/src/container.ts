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
import { buildSales } from './modules/sales';
import { buildCashDrawer } from './modules/cash-drawer';
import { buildSalons } from './modules/salons';
import { buildAppointmentPayments } from './modules/appointment-payments';
import { buildAppointments, CancelLinks } from './modules/appointments';
import { buildAvailability } from './modules/availability';
import { buildBooking } from './modules/booking';
import { ClientChangePolicies, SalonTimeZones } from './modules/booking-settings';
import { buildReminders } from './modules/reminders';
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
  const availability = buildAvailability({ db, now });
  // The client's signed links, and the reminders planned in each appointment change's transaction.
  const cancelLinks = new CancelLinks(options.jwtSecret, publicUrl);
  const organizerEmail = `no-reply@${new URL(publicUrl).hostname}`;
  // What every scheduling module is built from.
  const shared = { db, mailer, push, now, links: cancelLinks, organizerEmail };
  // The salon's cancellation policy: the one rule of how late a client may cancel or move online.
  const changePolicies = new ClientChangePolicies(db, (salonId) => salonService.currencyOf(salonId));
  const reminders = buildReminders({ ...shared, changePolicies });
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
  // An appointment's charges, card setups, fees and refunds.
  const appointmentPayments = buildAppointmentPayments({ ...shared, provider: payments, destinationOf });
  const appointments = buildAppointments({
    ...shared,
    accountRows,
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
    appointments: appointments.records,
    invitations: accountsModule.staffPasswordResets,
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
    slots: availability.reads,
    hours: availability.slots,
    appVersions: appVersionsModule.appVersionReads,
    storage,
    variants: imageVariants,
    mailer,
    cardPayments: (salonId) => payoutService.cardPaymentsReady(salonId),
    changePolicies,
  });
  // Who refunded or counted the drawer, kept by name on what they did.
  const staffName = async (userId: string) => (await accountRows.findOwn(userId))?.name ?? '';
  // The front desk: a visit's checkout and walk-in sales, paid by card, cash or both.
  const salesModule = buildSales({
    db,
    salons: salonReads,
    appointments: appointments.records,
    appointmentPayments: appointmentPayments.rows,
    services: servicesModule.serviceReads,
    products: productsModule.productReads,
    stylists: stylistsModule.stylistReads,
    coupons: couponService,
    payments,
    destinationOf,
    staffName,
    mailer,
    now,
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
    ...buildCheckIn({
      db,
      clients: clientsModule.clientReads,
      arrivals: appointments.arrivals,
      salons: salonReads,
      now,
    }),
    website: websiteModule.website,
    stylists: stylistsModule.stylists,
    salonAdmin: salonsModule.salonAdmin,
    ...buildStaff({ db, accountRows, salons: salonReads, accounts, images }),
    services: servicesModule.services,
    ...buildVideos({ db, storage }),
    products: productsModule.products,
    orders: ordersModule.orders,
    coupons: couponService,
    sales: salesModule.sales,
    deskPayments: salesModule.deskPayments,
    // Desk refunds, their card refunds retried by the refund job too.
    saleRefunds: salesModule.refunds,
    salesReports: salesModule.reports,
    ...buildCashDrawer({ db, salons: salonReads, staffName, now }),
    couponQuoter: ordersModule.couponQuoter,
    cartChecker: ordersModule.cartChecker,
    availability: availability.slots,
    calendar: appointments.calendar,
    teamDay: appointments.teamDay,
    // The appointment rows as tests and the booking engine read them (the repository stays inside).
    appointmentRecords: appointments.records,
    appointments: appointments.service,
    reminders,
    // Deposits' refunds, retried by the refund job (jobs/refund-retries.ts).
    refunds: appointmentPayments.refunds,
    salonNotices: appointments.notices,
    changePolicies,
    // The salon's time zone: its change makes the free slots ahead again in the same transaction.
    timeZones: new SalonTimeZones({ salons: salonsModule.zoneSalons, slots: availability.slots }),
    booking: booking.booking,
    visitBooking: booking.visitBooking,
    noShows: appointmentPayments.noShows({
      availability,
      appointments: appointments.records,
      changePolicies,
    }),
    visits: booking.visits,
    ...buildReports({ db, now }),
    payouts: payoutService,
    ...buildFirstSteps({
      db,
      publicUrl,
      cardPayments: (salonId) => payoutService.cardPaymentsReady(salonId),
    }),
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
        slots: availability.slots,
        subscriptions: subscriptionsModule.signupSubscriptions,
        payments: subscriptionsModule.signupPayments,
      },
      billing: billingModule.billingReads,
      provider: billingProvider,
      accounts,
      salons: salonReads,
      slots: availability.horizon,
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

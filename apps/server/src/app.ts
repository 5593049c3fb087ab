import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { API_BASE } from '@salon/api/contract';
import type { Endpoint } from '@salon/api/contract';
import {
  BANNER_SIZES,
  SITE_DATA_ELEMENT_ID,
  SITE_INFO_ELEMENT_ID,
  type WebsiteInfo,
} from '@salon/api/website-settings/schemas';
import type { Container } from './container';
import { createContractRouter } from './http/contract-route';
import { appointmentRoutes, calendarRoutes } from './modules/appointments';
import { noShowRoutes } from './modules/appointment-payments';
import { bookingRoutes, visitBookingRoutes, visitRoutes } from './modules/booking';
import { reminderRoutes } from './modules/reminders';
import { slotRoutes } from './modules/availability';
import { bookingPolicyRoutes, timeZoneRoutes } from './modules/booking-settings';
import { attendanceRoutes } from './modules/check-in';
import { authRoutes } from './modules/auth';
import { clientRoutes } from './modules/clients';
import { companyRoutes } from './modules/companies';
import { appVersionRoutes } from './modules/app-versions';
import { appSettingRoutes } from './modules/app-settings';
import { websiteRoutes } from './modules/website-settings';
import type { ServedEndpoint } from './http/openapi-document';
import { calendarFeedRoutes } from './modules/calendar-feeds';
import { exportRoutes } from './modules/exports';
import { firstStepsRoutes } from './modules/first-steps';
import { reportRoutes } from './modules/dashboard';
import { notificationRoutes } from './modules/notifications';
import { deviceRoutes } from './modules/devices';
import { billingRoutes } from './modules/billing';
import { onboardingRoutes } from './modules/onboarding';
import { customerAccountRoutes } from './modules/customer-accounts';
import { orderRoutes } from './modules/orders';
import { payoutRoutes } from './modules/payouts';
import { couponRoutes } from './modules/coupons';
import { registerStripeWebhook } from './modules/webhooks';
import { productRoutes } from './modules/products';
import { saleRoutes } from './modules/sales';
import { cashDrawerRoutes } from './modules/cash-drawer';
import { salonRoutes } from './modules/salons';
import { subscriptionRoutes } from './modules/subscriptions';
import { serviceRoutes } from './modules/services';
import { staffRoutes } from './modules/staff';
import { stylistRoutes } from './modules/stylists';
import { userRoutes } from './modules/profile';
import { videoRoutes } from './modules/videos';
import { createAuthenticator } from './plugins/auth';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  registerErrorHandler,
  sendFailure,
} from './plugins/error-handler';
import { registerApiDocs } from './plugins/api-docs';
import { registerDraining } from './plugins/draining';
import { registerMetrics } from './plugins/metrics';
import { createMetrics } from './observability/metrics';
import { readOutboxBacklog } from './observability/outbox-backlog';
import type { PoolStats } from './db/client';
import { registerHealth } from './plugins/health';
import { registerTestClock } from './plugins/test-clock';
import type { MovableClock } from './lib/movable-clock';
import { redactingSerializers } from './plugins/log-redaction';
import { LimitCounts } from './http/limit-counts';
import {
  Limits,
  RATE_LIMITS,
  registerRateLimit,
  type RateLimits,
  type RateLimitStore,
} from './http/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerBucketUploads, registerUploads } from './plugins/uploads';
import { LocalFileStorage } from './storage/local-file-storage';
import { S3FileStorage } from './storage/s3-file-storage';
import {
  appOfPath,
  imagePreload,
  jsonScript,
  registerStaticApps,
  sendPage,
  sendRenderedPage,
  type StaticAppFolders,
} from './plugins/static-apps';
import { injectFetch, isServerRenderedPage, loadSiteRenderer, renderSitePage } from './plugins/site-render';

/** The version the OpenAPI document states (`info.version`). */
export const API_VERSION = '1.0.0';

/** The largest file any upload field may accept (videos); image fields set far smaller limits. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

export interface AppOptions {
  container: Container;
  logger?: boolean | FastifyLoggerOptions;
  /** The built apps to serve; null or absent serves the API only. */
  staticApps?: StaticAppFolders | null;
  /** The rate limits (http/rate-limit.ts): `RATE_LIMITS` for any not given; `false` turns one off. */
  rateLimits?: Partial<RateLimits>;
  /** Check every answer against its contract schema (tests). */
  validateResponses?: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (for the client IP of the rate limit). */
  trustProxy?: boolean | number;
  /** Where rate-limit counts live: this process by default, Redis with several instances. */
  rateLimitStore?: RateLimitStore;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
  /** METRICS_TOKEN: `GET /metrics` answers a bearer of it from anywhere (loopback needs none). */
  metricsToken?: string;
  /** The database pool's state for the metrics (PostgreSQL; absent for PGlite). */
  poolStats?: () => PoolStats;
  /** CLOCK=movable (test servers): the clock `POST /api/v1/test-clock` moves; no such route otherwise. */
  testClock?: MovableClock;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract endpoint this app serves, in registration order. */
    contractEndpoints: ReadonlyArray<Endpoint<unknown, unknown, unknown, unknown>>;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Logs carry no personal data: no query strings, no query parameters of failed statements.
    logger:
      options.logger === true
        ? { serializers: redactingSerializers }
        : options.logger
          ? { ...options.logger, serializers: { ...options.logger.serializers, ...redactingSerializers } }
          : false,
    // Fastify accepts a hop count at run time; its types only list boolean and strings.
    trustProxy: (options.trustProxy ?? false) as boolean,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // Fastify's and Node's own rejections come back in our envelope too (plugins/error-handler.ts).
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Requests during shutdown answer 503 in our envelope (plugins/draining.ts).
    return503OnClosing: false,
  });
  const { services } = options.container;

  const contractEndpoints: Array<Endpoint<unknown, unknown, unknown, unknown>> = [];
  const servedEndpoints: ServedEndpoint[] = [];
  app.decorate('contractEndpoints', contractEndpoints);
  registerErrorHandler(app);
  registerDraining(app);
  const db = options.container.db;
  registerMetrics(
    app,
    createMetrics({
      ...(options.poolStats ? { pool: options.poolStats } : {}),
      outboxes: () => readOutboxBacklog(db),
    }),
    options.metricsToken,
  );
  // Per-field limits and content checks are the routes' (http/uploads.ts); these bound the request.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 60, fieldSize: 256 * 1024, parts: 64 },
  });
  // API answers and pages over 1 KB, in brotli or gzip as the browser accepts; the built assets are
  // compressed at build time instead (plugins/static-apps.ts).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 compresses JSON about as well as gzip at a fraction of brotli's default (11) cost.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // With Stripe, the pages that take cards allow Stripe.js (plugins/security-headers.ts).
  await registerSecurityHeaders(app, options.container.payments.name === 'stripe');
  const limits = new Limits(new LimitCounts(options.rateLimitStore ?? {}), {
    ...RATE_LIMITS,
    ...options.rateLimits,
  });
  await registerRateLimit(app, limits.counts);
  const loginRateLimit = limits.rules.login;
  await app.register(
    async (api) => {
      const route = createContractRouter(api, {
        authenticate: createAuthenticator(services.auth),
        validateResponses: options.validateResponses ?? false,
        onRegister: (endpoint, routeOptions) => {
          contractEndpoints.push(endpoint);
          servedEndpoints.push({
            endpoint,
            limited: Boolean(routeOptions.limit ?? routeOptions.rateLimit),
            files: Object.keys(routeOptions.uploads ?? {}),
          });
        },
      });
      authRoutes(route, services.auth, {
        loginLimit: loginRateLimit === false ? false : loginRateLimit.max,
        loginWindowMs: loginRateLimit === false ? 0 : loginRateLimit.windowMs,
        loginFailures: limits.counts.scoped('login-failures:'),
        limits,
      });
      userRoutes(route, services.users, limits);
      salonRoutes(route, services.salons, services.salonAdmin);
      clientRoutes(route, services.clients);
      companyRoutes(route, services.companies);
      appVersionRoutes(route, services.appVersions);
      appSettingRoutes(route, services.appSettings);
      websiteRoutes(route, services.website, limits);
      attendanceRoutes(route, services.attendance);
      stylistRoutes(route, services.stylists);
      staffRoutes(route, services.staff);
      serviceRoutes(route, services.services);
      videoRoutes(route, services.videos);
      productRoutes(route, services.products);
      orderRoutes(route, services.orders, services.cartChecker, services.couponQuoter);
      couponRoutes(route, services.coupons);
      saleRoutes(route, services);
      cashDrawerRoutes(route, services.cashDrawer);
      slotRoutes(route, services.availability);
      calendarRoutes(route, services.calendar, services.teamDay);
      appointmentRoutes(route, services.appointments);
      bookingRoutes(route, services.booking, limits);
      noShowRoutes(route, services.noShows);
      visitRoutes(route, services.visits);
      visitBookingRoutes(route, services.visitBooking, limits);
      reminderRoutes(route, services.reminders);
      bookingPolicyRoutes(route, services.changePolicies);
      timeZoneRoutes(route, services.timeZones);
      reportRoutes(route, services.reports);
      firstStepsRoutes(route, services.firstSteps);
      payoutRoutes(route, services.payouts);
      exportRoutes(route, services.exports);
      calendarFeedRoutes(route, services.calendarFeeds);
      notificationRoutes(route, services.notifications);
      deviceRoutes(route, services.devices);
      billingRoutes(route, services.billing, limits);
      onboardingRoutes(route, services.onboarding, limits);
      subscriptionRoutes(route, services.subscriptions);
      customerAccountRoutes(route, services.customerAccounts, services.staffPasswordResets, limits);
    },
    { prefix: API_BASE },
  );

  await registerHealth(app, options.container.db, limits.counts);
  await registerApiDocs(app, servedEndpoints, API_VERSION);
  await registerStripeWebhook(app, services.stripeWebhook);
  if (options.testClock) registerTestClock(app, options.testClock);

  // Stored files at /uploads/: from the local folder, or streamed from the bucket by any instance.
  if (options.container.storage instanceof LocalFileStorage) {
    await registerUploads(app, options.container.storage.folder);
  } else if (options.container.storage instanceof S3FileStorage) {
    await registerBucketUploads(app, options.container.storage);
  }

  const staticApps = options.staticApps ? await registerStaticApps(app, options.staticApps) : null;
  /**
   * What a page of a salon's site carries in its head: the salon's website info (the frame draws at once,
   * without asking for it), and on the home the preload of its banner, the page's largest paint
   * (SiteHomeScreen's `sizes`).
   */
  const sitePage = async (path: string): Promise<{ head: string; info: WebsiteInfo | null }> => {
    const match = /^\/salon\/([^/]+)(\/.*)?$/.exec(path);
    if (!match || appOfPath(path) !== 'website') return { head: '', info: null };
    const info = await services.website.publicInfo(decodeURIComponent(match[1]!)).catch(() => null);
    if (!info) return { head: '', info: null };
    const home = !match[2] || match[2] === '/';
    const banner =
      home && info.websiteBannerImageURL
        ? imagePreload({
            href: info.websiteBannerImageURL,
            srcset: info.websiteBannerImage?.srcset ?? null,
            sizes: BANNER_SIZES,
          })
        : '';
    return { head: `${banner}${jsonScript(SITE_INFO_ELEMENT_ID, info)}`, info };
  };
  // The home, booking, product and sign-in pages arrive drawn (the website's server render), hydrated in
  // the browser; any failure sends the page to be drawn in the browser as before.
  const renderSite = staticApps ? await loadSiteRenderer(options.staticApps?.websiteRender, app.log) : null;
  const fetchFromSelf = injectFetch(app);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const index =
      staticApps && (request.method === 'GET' || request.method === 'HEAD')
        ? staticApps.indexFor(path)
        : null;
    if (index) {
      // A site address that names no salon, page, product or id answers 404 with the site's HTML, which
      // shows its not-found page (modules/website-settings/site-pages.ts).
      const missing = appOfPath(path) === 'website' && !(await services.website.pageExists(path));
      const { head, info } = missing ? { head: '', info: null } : await sitePage(path);
      if (renderSite && info && request.method === 'GET' && isServerRenderedPage(path)) {
        const page = await renderSitePage(
          renderSite,
          { url: request.url, websiteInfo: info, fetch: fetchFromSelf },
          request.log,
        );
        if (page) {
          const data = Object.keys(page.data).length > 0 ? jsonScript(SITE_DATA_ELEMENT_ID, page.data) : '';
          return sendRenderedPage(request, reply, index, head + data, page);
        }
      }
      return sendPage(request, reply, index, missing ? 404 : 200, head);
    }
    return sendFailure(reply, 404, `Not found: ${request.method} ${path}`);
  });

  return app;
}

import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import { API_BASE } from '@salon/api/contract';
import type { Endpoint } from '@salon/api/contract';
import type { Container } from './container';
import { createContractRouter } from './http/contract-route';
import { appointmentRoutes } from './modules/appointments/routes';
import { availabilityRoutes } from './modules/availability/routes';
import { bookingRoutes } from './modules/booking/routes';
import { attendanceRoutes } from './modules/attendance/routes';
import { authRoutes } from './modules/auth/routes';
import { clientRoutes } from './modules/clients/routes';
import { companyRoutes } from './modules/companies/routes';
import { appVersionRoutes } from './modules/app-versions/routes';
import { reportRoutes } from './modules/reports/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderRoutes } from './modules/orders/routes';
import { productRoutes } from './modules/products/routes';
import { salonRoutes } from './modules/salons/routes';
import { serviceRoutes } from './modules/services/routes';
import { staffRoutes } from './modules/staff/routes';
import { stylistRoutes } from './modules/stylists/routes';
import { userRoutes } from './modules/users/routes';
import { videoRoutes } from './modules/videos/routes';
import { createAuthenticator } from './plugins/auth';
import { registerErrorHandler, sendFailure } from './plugins/error-handler';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerUploads } from './plugins/uploads';
import { LocalFileStorage } from './storage/local-file-storage';
import { registerStaticApps, type StaticAppFolders } from './plugins/static-apps';

/** The largest file any upload field may accept (videos); image fields set far smaller limits. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

export const LOGIN_RATE_LIMIT = { max: 10, windowMs: 15 * 60 * 1000 };

export interface AppOptions {
  container: Container;
  logger?: boolean | FastifyLoggerOptions;
  /** The built apps to serve; null or absent serves the API only. */
  staticApps?: StaticAppFolders | null;
  /** Login attempts per IP and e-mail; off under NODE_ENV=test unless given. */
  loginRateLimit?: { max: number; windowMs: number } | false;
  /** Check every answer against its contract schema (tests). */
  validateResponses?: boolean;
  /** Trust X-Forwarded-* from a reverse proxy (for the client IP of the rate limit). */
  trustProxy?: boolean | number;
  /** Largest JSON body accepted, in bytes. */
  bodyLimit?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract endpoint this app serves, in registration order. */
    contractEndpoints: ReadonlyArray<Endpoint<unknown, unknown, unknown, unknown>>;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify accepts a hop count at run time; its types only list boolean and strings.
    trustProxy: (options.trustProxy ?? false) as boolean,
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
  });
  const { services } = options.container;

  const contractEndpoints: Array<Endpoint<unknown, unknown, unknown, unknown>> = [];
  app.decorate('contractEndpoints', contractEndpoints);
  registerErrorHandler(app);
  // Per-field limits and content checks are the routes' (http/uploads.ts); these bound the request.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 4, fields: 60, fieldSize: 256 * 1024, parts: 64 },
  });
  await registerSecurityHeaders(app);
  await registerRateLimit(app);

  const loginRateLimit =
    options.loginRateLimit ?? (process.env.NODE_ENV === 'test' ? false : LOGIN_RATE_LIMIT);
  await app.register(
    async (api) => {
      const route = createContractRouter(api, {
        authenticate: createAuthenticator(services.auth),
        validateResponses: options.validateResponses ?? false,
        onRegister: (endpoint) => contractEndpoints.push(endpoint),
      });
      authRoutes(route, services.auth, {
        loginLimit: loginRateLimit === false ? false : loginRateLimit.max,
        loginWindowMs: loginRateLimit === false ? 0 : loginRateLimit.windowMs,
      });
      userRoutes(route, services.users);
      salonRoutes(route, services.salons, services.salonAdmin);
      clientRoutes(route, services.clients);
      companyRoutes(route, services.companies);
      appVersionRoutes(route, services.appVersions);
      attendanceRoutes(route, services.attendance);
      stylistRoutes(route, services.stylists);
      staffRoutes(route, services.staff);
      serviceRoutes(route, services.services);
      videoRoutes(route, services.videos);
      productRoutes(route, services.products);
      orderRoutes(route, services.orders);
      availabilityRoutes(route, services.availability);
      appointmentRoutes(route, services.appointments);
      bookingRoutes(route, services.booking);
      reportRoutes(route, services.reports);
      notificationRoutes(route, services.notifications);
    },
    { prefix: API_BASE },
  );

  // Local storage is served by this server; an S3 implementation would hand out bucket URLs instead.
  if (options.container.storage instanceof LocalFileStorage) {
    await registerUploads(app, options.container.storage.folder);
  }

  const staticApps = options.staticApps ? await registerStaticApps(app, options.staticApps) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const index =
      staticApps && (request.method === 'GET' || request.method === 'HEAD')
        ? staticApps.indexFor(path)
        : null;
    if (index) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await readFile(index));
    }
    return sendFailure(reply, 404, `Not found: ${request.method} ${path}`);
  });

  return app;
}

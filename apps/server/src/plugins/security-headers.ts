import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Helmet's defaults, with a CSP that fits the built apps (styled-components inject style tags). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'", 'https:'],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:', 'https:'],
        'connect-src': ["'self'"],
        'media-src': ["'self'", 'blob:', 'https:'],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        // The server may be reached over plain http on a LAN address; upgrading would break its assets.
        'upgrade-insecure-requests': null,
      },
    },
    // Uploaded photos may be shown by the apps of other origins (the mobile app's web views).
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}

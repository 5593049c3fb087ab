import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Helmet's defaults, with a CSP that fits the built apps (styled-components inject style tags). */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
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
};

/**
 * The headers helmet sets: none depends on the request (no CSP nonces), so they are worked out once.
 * (@fastify/helmet built helmet's middleware again on every request, parsing the CSP each time: a few
 * per cent of a signed-in list call's time.)
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let done = false;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = securityHeaders();
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}

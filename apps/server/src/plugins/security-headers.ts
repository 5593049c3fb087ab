import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { appOfPath } from './static-apps';

type Directives = Record<string, string[] | null>;

/** The CSP of every answer: the built apps' own origin only (styled-components inject style tags). */
const DIRECTIVES: Directives = {
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
};

/**
 * What Stripe.js needs on a page that takes cards, per Stripe's integration security guide
 * (docs.stripe.com/security/guide, "Content Security Policy"): its script and the Payment Element's
 * frames from js.stripe.com (and its `*.js.stripe.com` subdomains, which Stripe.js also loads frames
 * and scripts from), the 3-D Secure frames from hooks.stripe.com, its calls to api.stripe.com. Nothing
 * else: not the guide's maps.googleapis.com, which only the Address Element's autocomplete uses.
 */
export const STRIPE_SOURCES = {
  'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
  'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  'connect-src': ['https://api.stripe.com'],
} as const;

function withStripe(directives: Directives): Directives {
  const merged: Directives = { ...directives };
  for (const [name, sources] of Object.entries(STRIPE_SOURCES)) {
    // frame-src is not in the base policy: there it falls back to default-src 'self'.
    merged[name] = [...(directives[name] ?? ["'self'"]), ...sources];
  }
  return merged;
}

function helmetOptions(directives: Directives): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: { directives },
    // Uploaded photos may be shown by the apps of other origins (the mobile app's web views).
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers helmet sets: none depends on the request (no CSP nonces), so they are worked out once.
 * (@fastify/helmet built helmet's middleware again on every request, parsing the CSP each time: a few
 * per cent of a signed-in list call's time.)
 */
export function securityHeaders(stripe = false): Record<string, string> {
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
  helmet(helmetOptions(stripe ? withStripe(DIRECTIVES) : DIRECTIVES))(
    {} as IncomingMessage,
    response,
    (error?: unknown) => {
      if (error) throw error;
      done = true;
    },
  );
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * With Stripe (`stripe`), the pages of the apps that take cards (the public website: checkout and the
 * payment page; onboarding: its payment step) allow Stripe.js; every other answer keeps the strict policy.
 * The whole app and not only its card pages: both are single-page apps, and a page reached by a link
 * inside the app keeps the policy of the page the visitor first loaded.
 */
export async function registerSecurityHeaders(app: FastifyInstance, stripe = false): Promise<void> {
  const headers = securityHeaders();
  const cardPageHeaders = stripe ? securityHeaders(true) : headers;
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(takesCards(request.url) ? cardPageHeaders : headers);
  });
}

/** Whether a path is a page (or asset) of an app with a card form: the website and onboarding. */
export function takesCards(url: string): boolean {
  const path = url.split('?')[0] ?? '/';
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/')) return false;
  return appOfPath(path) !== 'admin';
}

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupIntents, type CardMethod, type SetupIntent } from './setup-intents';
import {
  AUTHENTICATION_FAILED,
  cardError,
  clientSecretOf,
  invalid,
  newId,
  now,
  parseForm,
  secretOnly,
  signature,
  StripeError,
  TEST_CARDS,
  THREE_D_SECURE,
  type Json,
  type Params,
} from './shared';

/**
 * A local stand-in of Stripe's API (`/v1`, API version 2026-10-28.endive) for the Stripe-mode browser run:
 * the calls our server makes with its secret key (stripe-node pointed here by STRIPE_API_BASE) and the
 * calls the stand-in Stripe.js makes with the publishable key (Playwright routes https://api.stripe.com
 * here). Answers in Stripe's shapes; cards behave like Stripe's test cards (TEST_CARDS); a settled payment
 * sends Stripe's signed webhook (`Stripe-Signature: t=…,v1=HMAC-SHA256`) to the server.
 */
export { parseForm, TEST_CARDS } from './shared';

export interface PaymentIntent extends Json {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  last_payment_error: { message: string; type: string; code?: string } | null;
  next_action: Json | null;
  customer: string | null;
  /** A destination charge (Connect): the connected account paid, less `application_fee_amount`. */
  transfer_data: { destination: string } | null;
  application_fee_amount: number | null;
  /** The subscription whose first invoice this pays (sign-up), not sent to the caller. */
  invoice?: string;
}

interface Subscription extends Json {
  id: string;
  customer: string;
  status: string;
  latest_invoice: string;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:PORT`: STRIPE_API_BASE for the server, the target of the browser's routes. */
  url: string;
  /** Where settled payments are announced: the server's `POST /api/v1/webhooks/stripe`. */
  setWebhookUrl(url: string): void;
  /** Every call, `METHOD /path key-kind`, for assertions. */
  calls: string[];
  /** Webhooks sent and the server's status for each. */
  webhooks: Array<{ type: string; status: number }>;
  /** The PaymentIntents made so far, as Stripe would answer them. */
  paymentIntents(): PaymentIntent[];
  /** The SetupIntents made so far. */
  setupIntents(): SetupIntent[];
  close(): Promise<void>;
}

export async function startStripeStandIn(options: { webhookSecret: string }): Promise<StripeStandIn> {
  const intents = new Map<string, PaymentIntent>();
  const methods = new Map<string, CardMethod>();
  /** Connect accounts made by `POST /v1/accounts`: charges may go to them. */
  const accounts = new Set<string>();
  const subscriptions = new Map<string, Subscription>();
  const objects = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const calls: string[] = [];
  const webhooks: StripeStandIn['webhooks'] = [];
  let webhookUrl: string | null = null;

  const sendWebhook = async (type: string, object: Json) => {
    if (!webhookUrl) return;
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: now(),
      livemode: false,
      type,
      data: { object },
    });
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature(payload, options.webhookSecret),
      },
      body: payload,
    });
    webhooks.push({ type, status: answer.status });
  };

  const publicIntent = (intent: PaymentIntent): Json => {
    const { invoice: _invoice, ...rest } = intent;
    return rest;
  };

  const invoiceOf = (subscription: Subscription, expandSecret: boolean): Json => {
    const intent = [...intents.values()].find((candidate) => candidate.invoice === subscription.id);
    const start = now();
    return {
      id: subscription.latest_invoice,
      object: 'invoice',
      status: intent?.status === 'succeeded' ? 'paid' : 'open',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      lines: { data: [{ period: { start, end: start + 30 * 86_400 } }] },
      ...(expandSecret && intent
        ? { confirmation_secret: { client_secret: intent.client_secret, type: 'payment_intent' } }
        : {}),
    };
  };

  const subscriptionOut = (subscription: Subscription, expand: unknown): Json => {
    const expanded = Array.isArray(expand) ? (expand as string[]) : [];
    const start = now();
    const withSecret = expanded.includes('latest_invoice.confirmation_secret');
    return {
      ...subscription,
      object: 'subscription',
      cancel_at_period_end: Boolean(subscription.cancel_at_period_end),
      start_date: start,
      default_payment_method: null,
      items: { data: [{ current_period_start: start, current_period_end: start + 30 * 86_400 }] },
      latest_invoice:
        withSecret || expanded.includes('latest_invoice')
          ? invoiceOf(subscription, withSecret)
          : subscription.latest_invoice,
    };
  };

  /** A payment settled: the subscription's first invoice is paid, and Stripe tells our server. */
  const settled = (intent: PaymentIntent) => {
    const subscription = intent.invoice ? subscriptions.get(intent.invoice) : undefined;
    if (subscription) {
      subscription.status = 'active';
      void sendWebhook('invoice.paid', invoiceOf(subscription, false));
    } else {
      void sendWebhook('payment_intent.succeeded', publicIntent(intent));
    }
  };

  const charge = (intent: PaymentIntent, number: string): PaymentIntent => {
    switch (number.replace(/\D/g, '')) {
      case TEST_CARDS.succeeds:
        intent.status = 'succeeded';
        settled(intent);
        break;
      case TEST_CARDS.threeDSecure:
        intent.status = 'requires_action';
        intent.next_action = { ...THREE_D_SECURE };
        break;
      default:
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
        };
        throw cardError('card_declined', 'Your card was declined.', publicIntent(intent));
    }
    return intent;
  };

  const intentFor = (id: string, params: Params, key: string): PaymentIntent => {
    const intent = intents.get(id);
    if (!intent) throw invalid(`No such payment_intent: '${id}'`, 404);
    // With a publishable key (the browser) the client secret must come with the call.
    if (key.startsWith('pk_') && params.client_secret !== intent.client_secret) {
      throw invalid('The client_secret provided does not match the client_secret of this PaymentIntent.');
    }
    return intent;
  };

  const cardNumberOf = (params: Params): string => {
    if (typeof params.payment_method === 'string') {
      const method = methods.get(params.payment_method);
      if (!method) throw invalid(`No such PaymentMethod: '${params.payment_method}'`, 404);
      return method.number;
    }
    const data = params.payment_method_data as { card?: { number?: string } } | undefined;
    if (data?.card?.number) return data.card.number;
    throw invalid('You must provide a payment method.');
  };

  /** `transfer_data[destination]` and `application_fee_amount`, checked as Stripe checks them. */
  const destinationOf = (params: Params) => {
    const destination = (params.transfer_data as { destination?: string } | undefined)?.destination;
    if (destination !== undefined && !accounts.has(destination)) {
      throw invalid(`No such destination: '${destination}'`);
    }
    const fee = params.application_fee_amount === undefined ? null : Number(params.application_fee_amount);
    if (fee !== null && !destination) {
      throw invalid(
        'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment ' +
          '(using an OAuth key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      );
    }
    if (fee !== null && (!Number.isInteger(fee) || fee < 0 || fee > Number(params.amount))) {
      throw invalid('The application_fee_amount must be an integer between 0 and the amount.');
    }
    return { transfer_data: destination ? { destination } : null, application_fee_amount: fee };
  };

  /**
   * `confirm=true` at creation: a saved card charged while the customer is away (`off_session`, a
   * salon's fee). A card that asks 3-D Secure on every payment is declined `authentication_required`,
   * the intent left `requires_payment_method` for the customer to confirm on-session (Stripe's
   * "Charge a saved payment method later").
   */
  const confirmAtCreation = (intent: PaymentIntent, params: Params): PaymentIntent => {
    const method = methods.get(String(params.payment_method ?? ''));
    if (!method) throw invalid(`No such PaymentMethod: '${String(params.payment_method)}'`, 404);
    if (intent.customer && method.customer !== intent.customer) {
      throw invalid(`The provided PaymentMethod does not belong to the Customer '${intent.customer}'.`);
    }
    intent.payment_method = method.id;
    if (params.off_session === 'true' && method.number === TEST_CARDS.threeDSecure) {
      const message = 'Your card was declined. This transaction requires authentication.';
      intent.last_payment_error = { type: 'card_error', code: 'authentication_required', message };
      throw cardError('authentication_required', message, publicIntent(intent));
    }
    return charge(intent, method.number);
  };

  const newIntent = (params: Params, invoice?: string): PaymentIntent => {
    const id = newId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount ?? 0),
      currency: String(params.currency ?? 'usd'),
      status: 'requires_payment_method',
      client_secret: clientSecretOf(id),
      metadata: (params.metadata as Record<string, string>) ?? {},
      payment_method: null,
      last_payment_error: null,
      next_action: null,
      customer: typeof params.customer === 'string' ? params.customer : null,
      ...destinationOf(params),
      ...(invoice ? { invoice } : {}),
    };
    intents.set(id, intent);
    return intent;
  };

  const setups = setupIntents({
    methods,
    customerExists: (id) => objects.get(id)?.object === 'customer',
    accountExists: (id) => accounts.has(id),
    webhook: (type, object) => void sendWebhook(type, object),
  });

  function route(method: string, path: string, params: Params, key: string): Json {
    const parts = path.split('/').filter(Boolean).slice(1); // after 'v1'
    const [resource, id, action] = parts;
    switch (`${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`) {
      case 'POST payment_intents': {
        secretOnly(key);
        const intent = newIntent(params);
        return publicIntent(params.confirm === 'true' ? confirmAtCreation(intent, params) : intent);
      }
      case 'GET payment_intents/:id':
        return publicIntent(intentFor(id!, params, key));
      case 'POST payment_intents/:id/confirm': {
        const intent = intentFor(id!, params, key);
        if (intent.status === 'succeeded') throw invalid('This PaymentIntent has already succeeded.');
        intent.last_payment_error = null;
        // Without one, the PaymentMethod the intent already has (a saved card confirmed on-session).
        const withMethod =
          params.payment_method === undefined && !params.payment_method_data && intent.payment_method
            ? { ...params, payment_method: intent.payment_method }
            : params;
        intent.payment_method =
          typeof withMethod.payment_method === 'string' ? withMethod.payment_method : newId('pm');
        return publicIntent(charge(intent, cardNumberOf(withMethod)));
      }
      case 'POST payment_intents/:id/authenticate': {
        // The 3-D Secure challenge's answer (Stripe.js's own step; the stand-in's name for it).
        const intent = intentFor(id!, params, key);
        if (intent.status !== 'requires_action') throw invalid('This PaymentIntent needs no authentication.');
        intent.next_action = null;
        if (params.result === 'complete') {
          intent.status = 'succeeded';
          settled(intent);
        } else {
          intent.status = 'requires_payment_method';
          intent.last_payment_error = {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message: AUTHENTICATION_FAILED,
          };
        }
        return publicIntent(intent);
      }
      case 'POST payment_intents/:id/cancel': {
        secretOnly(key);
        const intent = intentFor(id!, params, key);
        if (intent.status === 'succeeded') throw invalid('This PaymentIntent has already succeeded.');
        intent.status = 'canceled';
        return publicIntent(intent);
      }
      // Connect: a salon's payout account. The stand-in's account is onboarded at once (charges and
      // payouts enabled), and its onboarding link goes straight back to the return URL.
      case 'POST accounts': {
        secretOnly(key);
        const account = newId('acct');
        accounts.add(account);
        return {
          id: account,
          object: 'account',
          charges_enabled: true,
          payouts_enabled: true,
          details_submitted: true,
          requirements: { currently_due: [], disabled_reason: null },
          metadata: (params.metadata as Record<string, string>) ?? {},
        };
      }
      case 'POST account_links':
        secretOnly(key);
        return { object: 'account_link', url: String(params.return_url ?? ''), created: 0, expires_at: 0 };
      case 'POST payment_methods': {
        const card = params.card as { number?: string } | undefined;
        if (!card?.number) throw invalid('Your card number is incomplete.', 402);
        // A method from the Payment Element carries its Elements' business of record (stripe-js.ts).
        const session = params.elements_session as { on_behalf_of?: string } | undefined;
        const method: CardMethod = {
          id: newId('pm'),
          number: card.number.replace(/\D/g, ''),
          customer: null,
          ...(session ? { elementsOnBehalfOf: session.on_behalf_of || null } : {}),
        };
        methods.set(method.id, method);
        return {
          id: method.id,
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: card.number.slice(-4) },
        };
      }
      case 'POST customers': {
        secretOnly(key);
        const customer = { id: newId('cus'), object: 'customer', email: params.email, name: params.name };
        objects.set(customer.id, customer);
        return customer;
      }
      case 'POST subscriptions': {
        secretOnly(key);
        const subscription: Subscription = {
          id: newId('sub'),
          customer: String(params.customer),
          status: 'incomplete',
          latest_invoice: newId('in'),
          metadata: params.metadata ?? {},
        };
        subscriptions.set(subscription.id, subscription);
        newIntent({ amount: 4900, currency: 'usd' }, subscription.id);
        return subscriptionOut(subscription, params.expand);
      }
      case 'GET subscriptions/:id': {
        secretOnly(key);
        const subscription = subscriptions.get(id!);
        if (!subscription) throw invalid(`No such subscription: '${id}'`, 404);
        return subscriptionOut(subscription, params.expand);
      }
      case 'POST subscriptions/:id':
      case 'DELETE subscriptions/:id': {
        secretOnly(key);
        const subscription = subscriptions.get(id!);
        if (!subscription) throw invalid(`No such subscription: '${id}'`, 404);
        if (method === 'DELETE') subscription.status = 'canceled';
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        }
        return subscriptionOut(subscription, params.expand);
      }
      // The platform's catalogue (packages, plans, coupons, promotion codes): kept, answered with ids.
      case 'POST products':
      case 'POST prices':
      case 'POST coupons':
      case 'POST promotion_codes': {
        secretOnly(key);
        const prefix = { products: 'prod', prices: 'price', coupons: 'coupon', promotion_codes: 'promo' }[
          resource as 'products'
        ];
        const object = { ...params, id: newId(prefix), object: resource!.replace(/s$/, '') };
        objects.set(object.id, object);
        return object;
      }
      case 'POST products/:id':
      case 'POST prices/:id':
      case 'POST coupons/:id':
      case 'POST promotion_codes/:id':
      case 'DELETE coupons/:id': {
        secretOnly(key);
        const object = objects.get(id!);
        if (!object) throw invalid(`No such ${resource}: '${id}'`, 404);
        Object.assign(object, params, method === 'DELETE' ? { deleted: true } : {});
        return object;
      }
      default: {
        const answer =
          resource === 'setup_intents' ? setups.route(method, id, action, params, key) : undefined;
        if (answer) return answer;
        throw invalid(`Unrecognized request URL (${method}: ${path}).`, 404);
      }
    }
  }

  const keyOf = (request: IncomingMessage, params: Params): string => {
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    return bearer ?? (typeof params.key === 'string' ? params.key : '');
  };

  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'authorization, content-type, stripe-version',
    'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    if (method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    const params = parseForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString());
    const key = keyOf(request, params);
    calls.push(`${method} ${url.pathname} ${key.slice(0, 3)}`);
    const replay = request.headers['idempotency-key'];
    const cacheKey = typeof replay === 'string' ? `${key} ${replay}` : null;
    const send = (status: number, body: string) =>
      response.writeHead(status, { 'content-type': 'application/json', ...cors }).end(body);
    if (cacheKey && idempotent.has(cacheKey)) {
      const first = idempotent.get(cacheKey)!;
      return send(first.status, first.body);
    }
    let status = 200;
    let body: string;
    if (!/^(sk|pk)_test_/.test(key)) {
      status = 401;
      body = JSON.stringify({
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    } else {
      try {
        body = JSON.stringify(route(method, url.pathname, params, key));
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        status = error.status;
        body = JSON.stringify({ error: error.body });
      }
    }
    if (cacheKey && method === 'POST') idempotent.set(cacheKey, { status, body });
    send(status, body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json', ...cors });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    calls,
    webhooks,
    paymentIntents: () => [...intents.values()].map((intent) => ({ ...intent })),
    setupIntents: setups.list,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

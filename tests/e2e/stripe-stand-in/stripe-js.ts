import type { Page } from '@playwright/test';

/**
 * A stand-in of Stripe.js for the Stripe-mode browser run, served by Playwright at Stripe's own origins so
 * the page's Content-Security-Policy applies to it exactly as to the real thing:
 *
 * - `https://js.stripe.com/<train>/stripe.js`: `Stripe(pk)` with what `@stripe/stripe-js` and
 *   `@stripe/react-stripe-js` call (elements, create/mount/on/off/update/destroy, submit,
 *   createPaymentMethod, confirmPayment, handleNextAction, retrievePaymentIntent, confirmCardPayment,
 *   confirmCardSetup); its calls go to `https://api.stripe.com` (connect-src), routed to the stand-in API;
 * - `https://js.stripe.com/v3/elements-inner-payment.html`: the Payment Element's frame (frame-src), holding
 *   the card fields; it answers the page's `postMessage` with what was typed;
 * - `https://hooks.stripe.com/3d_secure_2/challenge`: the bank's 3-D Secure challenge (frame-src), with
 *   Complete and Fail buttons.
 */

/** The page's Stripe.js. Runs in the browser: plain script, no imports (it is sent as its source). */
function stripeJs() {
  const API = 'https://api.stripe.com/v1';
  const FRAME = 'https://js.stripe.com/v3/elements-inner-payment.html';
  const CHALLENGE = 'https://hooks.stripe.com/3d_secure_2/challenge';
  type Card = { number: string; expiry: string; cvc: string };
  type Answer = Record<string, unknown> & { error?: { message: string } };

  /** Stripe's form encoding: `card[number]=…`. */
  function encode(params: Record<string, unknown>, prefix: string, out: URLSearchParams) {
    for (const [name, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      const key = prefix ? `${prefix}[${name}]` : name;
      if (typeof value === 'object') encode(value as Record<string, unknown>, key, out);
      else out.append(key, String(value));
    }
    return out;
  }

  async function api(key: string, method: 'GET' | 'POST', path: string, params: Record<string, unknown>) {
    // The key travels in the form, as Stripe.js sends it: a simple request, no preflight.
    const body = encode({ ...params, key }, '', new URLSearchParams());
    const response =
      method === 'GET'
        ? await fetch(`${API}${path}?${body}`)
        : await fetch(`${API}${path}`, {
            method,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          });
    return (await response.json()) as Answer;
  }

  function intentIdOf(clientSecret: string) {
    return clientSecret.split('_secret_')[0] ?? '';
  }

  /** A PaymentIntent's (`pi_…`) or a SetupIntent's (`seti_…`) path in Stripe's API. */
  function intentPath(clientSecret: string) {
    const id = intentIdOf(clientSecret);
    return `/${id.startsWith('seti_') ? 'setup_intents' : 'payment_intents'}/${id}`;
  }

  /** The bank's 3-D Secure page in a frame over ours, until the customer completes or fails it. */
  function challenge(key: string, clientSecret: string): Promise<Answer> {
    const overlay = document.createElement('div');
    overlay.setAttribute('style', 'position:fixed;inset:0;background:rgba(0,0,0,.4);z-index:2147483647');
    const frame = document.createElement('iframe');
    frame.src = `${CHALLENGE}?intent=${intentIdOf(clientSecret)}`;
    frame.title = '3D Secure challenge';
    frame.setAttribute(
      'style',
      'width:360px;height:320px;margin:80px auto;display:block;background:#fff;border:0',
    );
    overlay.appendChild(frame);
    document.body.appendChild(overlay);
    return new Promise((resolve) => {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow || event.data?.type !== 'stand-in-3ds') return;
        window.removeEventListener('message', onMessage);
        void api(key, 'POST', `${intentPath(clientSecret)}/authenticate`, {
          client_secret: clientSecret,
          result: event.data.result,
        }).then((answer) => {
          overlay.remove();
          resolve(answer);
        });
      };
      window.addEventListener('message', onMessage);
    });
  }

  /**
   * An intent's answer as Stripe.js gives it: `{paymentIntent}` or `{setupIntent}`, or `{error}` when it
   * failed.
   */
  function settle(answer: Answer) {
    if (answer.error) return { error: answer.error };
    const setup = answer.object === 'setup_intent';
    if (answer.status === 'succeeded' || answer.status === 'processing') {
      return setup ? { setupIntent: answer } : { paymentIntent: answer };
    }
    const last = (setup ? answer.last_setup_error : answer.last_payment_error) as { message: string } | null;
    return { error: last ?? { message: 'The payment was not completed.' } };
  }

  /** The customer's step of an intent: 3-D Secure when it asks for it, then its outcome. */
  async function nextAction(key: string, clientSecret: string, answer: Answer) {
    if (answer.status === 'requires_action') return settle(await challenge(key, clientSecret));
    return settle(answer);
  }

  function createElement(elementsOptions: Record<string, unknown>) {
    const listeners: Record<string, Array<(event?: unknown) => void>> = {};
    let frame: HTMLIFrameElement | null = null;
    let pending: Record<string, (card: Card) => void> = {};
    const emit = (name: string, event?: unknown) => (listeners[name] ?? []).forEach((cb) => cb(event));
    const onMessage = (event: MessageEvent) => {
      if (!frame || event.source !== frame.contentWindow) return;
      if (event.data?.type === 'stand-in-ready') emit('ready', { elementType: 'payment' });
      if (event.data?.type === 'stand-in-change') emit('change', { elementType: 'payment', ...event.data });
      if (event.data?.type === 'stand-in-card') {
        pending[event.data.id]?.(event.data.card as Card);
        delete pending[event.data.id];
      }
    };
    const element = {
      options: elementsOptions,
      mount(target: string | HTMLElement) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        frame = document.createElement('iframe');
        frame.src = FRAME;
        frame.title = 'Secure payment input frame';
        frame.setAttribute('style', 'width:100%;height:150px;border:0');
        window.addEventListener('message', onMessage);
        node?.appendChild(frame);
      },
      on(name: string, cb: (event?: unknown) => void) {
        (listeners[name] ??= []).push(cb);
        return element;
      },
      off(name: string, cb: (event?: unknown) => void) {
        listeners[name] = (listeners[name] ?? []).filter((candidate) => candidate !== cb);
        return element;
      },
      update() {},
      focus() {},
      blur() {},
      clear() {},
      collapse() {},
      unmount() {
        frame?.remove();
        frame = null;
      },
      destroy() {
        window.removeEventListener('message', onMessage);
        element.unmount();
        pending = {};
      },
      /** What the customer typed in the frame (Stripe keeps it there; the stand-in asks for it). */
      collect(): Promise<Card> {
        const id = Math.random().toString(36).slice(2);
        return new Promise((resolve) => {
          pending[id] = resolve;
          frame?.contentWindow?.postMessage({ type: 'stand-in-collect', id }, 'https://js.stripe.com');
        });
      },
    };
    return element;
  }

  function createElements(options: Record<string, unknown>) {
    let element: ReturnType<typeof createElement> | null = null;
    const card = () => {
      if (!element) throw new Error('No Element is mounted');
      return element.collect();
    };
    return {
      create(_type: string, elementOptions: Record<string, unknown> = {}) {
        element = createElement({ ...options, ...elementOptions });
        return element;
      },
      getElement() {
        return element;
      },
      update(changes: Record<string, unknown>) {
        Object.assign(options, changes);
      },
      fetchUpdates: async () => ({}),
      options,
      async submit() {
        const typed = await card();
        if (typed.number.replace(/\D/g, '').length < 12) {
          return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        }
        return {};
      },
      card,
    };
  }

  type Elements = ReturnType<typeof createElements>;
  const cardParams = (card: Card) => {
    const [month, year] = card.expiry.split('/').map((part) => part.trim());
    return { number: card.number.replace(/\D/g, ''), exp_month: month, exp_year: year, cvc: card.cvc };
  };

  function Stripe(key: string) {
    if (!/^pk_(test|live)_/.test(key)) throw new Error('Stripe(): a publishable key is required');
    return {
      elements: (options: Record<string, unknown> = {}) => createElements({ ...options }),
      async createPaymentMethod({ elements }: { elements: Elements }) {
        const answer = await api(key, 'POST', '/payment_methods', {
          type: 'card',
          card: cardParams(await elements.card()),
          // Stripe ties the method to its Elements session and its business of record (`onBehalfOf`).
          elements_session: { on_behalf_of: String(elements.options.onBehalfOf ?? '') },
        });
        return answer.error ? { error: answer.error } : { paymentMethod: answer };
      },
      async confirmPayment({ elements, clientSecret }: { elements: Elements; clientSecret: string }) {
        const answer = await api(key, 'POST', `${intentPath(clientSecret)}/confirm`, {
          client_secret: clientSecret,
          payment_method_data: { type: 'card', card: cardParams(await elements.card()) },
        });
        return nextAction(key, clientSecret, answer);
      },
      /**
       * Stripe's rule: only an intent in `requires_action` has a next action (one our server confirmed);
       * any other status is an error, as Stripe.js answers it.
       */
      async handleNextAction({ clientSecret }: { clientSecret: string }) {
        const answer = await api(key, 'GET', intentPath(clientSecret), { client_secret: clientSecret });
        if (answer.error || answer.status === 'requires_action') return nextAction(key, clientSecret, answer);
        return {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `handleNextAction: the intent is ${String(answer.status)}, it has no next action.`,
          },
        };
      },
      async retrievePaymentIntent(clientSecret: string) {
        const answer = await api(key, 'GET', intentPath(clientSecret), { client_secret: clientSecret });
        return answer.error ? { error: answer.error } : { paymentIntent: answer };
      },
      /** A saved card confirmed on-session (`{payment_method: 'pm_…'}`): a fee the bank asked about. */
      async confirmCardPayment(clientSecret: string, data: { payment_method?: string } = {}) {
        const answer = await api(key, 'POST', `${intentPath(clientSecret)}/confirm`, {
          client_secret: clientSecret,
          ...(data.payment_method ? { payment_method: data.payment_method } : {}),
        });
        return nextAction(key, clientSecret, answer);
      },
      async confirmCardSetup(clientSecret: string, data: { payment_method?: string } = {}) {
        const answer = await api(key, 'POST', `${intentPath(clientSecret)}/confirm`, {
          client_secret: clientSecret,
          ...(data.payment_method ? { payment_method: data.payment_method } : {}),
        });
        return nextAction(key, clientSecret, answer);
      },
      // What @stripe/react-stripe-js checks a Stripe object by; unused by our pages.
      createToken: async () => ({ error: { message: 'createToken is not in the stand-in' } }),
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }
  // The release train @stripe/stripe-js expects (it warns on another).
  Stripe.version = 'endive';
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}

/** The Payment Element's frame: the card fields, answering the page's requests for what was typed. */
function paymentFrame() {
  const field = (id: string) => (document.getElementById(id) as HTMLInputElement).value;
  window.addEventListener('message', (event) => {
    if (event.data?.type !== 'stand-in-collect') return;
    const card = { number: field('number'), expiry: field('expiry'), cvc: field('cvc') };
    event.source?.postMessage({ type: 'stand-in-card', id: event.data.id, card }, { targetOrigin: '*' });
  });
  window.parent.postMessage({ type: 'stand-in-ready' }, '*');
}

/** The bank's 3-D Secure page: Complete or Fail, told to the page's Stripe.js. */
function challengePage() {
  for (const result of ['complete', 'fail']) {
    document.getElementById(result)?.addEventListener('click', () => {
      window.parent.postMessage({ type: 'stand-in-3ds', result }, '*');
    });
  }
}

const html = (title: string, body: string, script: () => void) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body style="font-family:sans-serif;margin:0">${body}<script>(${script.toString()})();</script></body></html>`;

const PAYMENT_FRAME = html(
  'Card',
  ['number:Card number', 'expiry:Expiration date (MM / YY)', 'cvc:Security code']
    .map((entry) => {
      const [id, label] = entry.split(':');
      return `<label style="display:block;margin:4px 0">${label} <input id="${id}" autocomplete="off"></label>`;
    })
    .join(''),
  paymentFrame,
);

const CHALLENGE_PAGE = html(
  '3D Secure 2 Test Page',
  '<h1 style="font-size:18px;padding:8px">3D Secure 2 Test Page</h1>' +
    '<button id="complete" type="button">Complete</button> <button id="fail" type="button">Fail</button>',
  challengePage,
);

/**
 * Serves the stand-in Stripe.js and its frames at Stripe's origins, and sends `https://api.stripe.com` to
 * the stand-in API at `apiUrl`. The page's CSP still decides whether each request may be made.
 */
export async function routeStripe(page: Page, apiUrl: string): Promise<void> {
  await page.route('https://js.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    if (/\/stripe\.js$|^\/v3\/?$/.test(url.pathname)) {
      return route.fulfill({ contentType: 'application/javascript', body: `(${stripeJs.toString()})();` });
    }
    if (url.pathname === '/v3/elements-inner-payment.html') {
      return route.fulfill({ contentType: 'text/html', body: PAYMENT_FRAME });
    }
    return route.fulfill({ status: 404, body: 'Not in the stand-in' });
  });
  await page.route('https://hooks.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: CHALLENGE_PAGE }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${apiUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

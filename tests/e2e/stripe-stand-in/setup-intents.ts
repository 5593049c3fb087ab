import {
  AUTHENTICATION_FAILED,
  cardError,
  clientSecretOf,
  invalid,
  newId,
  secretOnly,
  TEST_CARDS,
  THREE_D_SECURE,
  type Json,
  type Params,
} from './shared';

/** A card the stand-in knows (a PaymentMethod), and the customer it was saved to, once saved. */
export interface CardMethod {
  id: string;
  number: string;
  customer: string | null;
  /**
   * Made by the Payment Element: the business of record its Elements were created for (`onBehalfOf`,
   * null for the platform). Undefined for a method made otherwise.
   */
  elementsOnBehalfOf?: string | null;
}

export interface SetupIntent extends Json {
  id: string;
  object: 'setup_intent';
  client_secret: string;
  customer: string | null;
  on_behalf_of: string | null;
  usage: string;
  status: string;
  payment_method: string | null;
  last_setup_error: { type: string; code: string; message: string } | null;
  next_action: Json | null;
  metadata: Record<string, string>;
}

/**
 * SetupIntents (`/v1/setup_intents`): a card saved for later off-session charges (a salon's fees). As
 * Stripe's: created with the secret key for a customer (and `on_behalf_of` a connected account, which
 * must exist), confirmed with a PaymentMethod; a card that asks 3-D Secure comes back `requires_action`
 * for Stripe.js's `handleNextAction`; once `succeeded`, the card is attached to the customer and
 * `setup_intent.succeeded` is sent.
 */
export function setupIntents(deps: {
  methods: Map<string, CardMethod>;
  customerExists(id: string): boolean;
  accountExists(id: string): boolean;
  webhook(type: string, object: Json): void;
}) {
  const intents = new Map<string, SetupIntent>();

  const find = (id: string, params: Params, key: string): SetupIntent => {
    const intent = intents.get(id);
    if (!intent) throw invalid(`No such setupintent: '${id}'`, 404);
    if (key.startsWith('pk_') && params.client_secret !== intent.client_secret) {
      throw invalid('The client_secret provided does not match the client_secret of this SetupIntent.');
    }
    return intent;
  };

  const succeeded = (intent: SetupIntent) => {
    intent.status = 'succeeded';
    intent.next_action = null;
    const method = intent.payment_method ? deps.methods.get(intent.payment_method) : undefined;
    if (method && intent.customer) method.customer = intent.customer;
    deps.webhook('setup_intent.succeeded', { ...intent });
  };

  const create = (params: Params): SetupIntent => {
    const customer = typeof params.customer === 'string' ? params.customer : null;
    if (customer && !deps.customerExists(customer)) throw invalid(`No such customer: '${customer}'`, 404);
    const onBehalfOf = typeof params.on_behalf_of === 'string' ? params.on_behalf_of : null;
    if (onBehalfOf && !deps.accountExists(onBehalfOf)) {
      throw invalid(`No such account: '${onBehalfOf}'`, 404);
    }
    const id = newId('seti');
    const intent: SetupIntent = {
      id,
      object: 'setup_intent',
      client_secret: clientSecretOf(id),
      customer,
      on_behalf_of: onBehalfOf,
      usage: String(params.usage ?? 'off_session'),
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: null,
      next_action: null,
      metadata: (params.metadata as Record<string, string>) ?? {},
    };
    intents.set(id, intent);
    return intent;
  };

  const confirm = (intent: SetupIntent, params: Params): SetupIntent => {
    if (intent.status === 'succeeded') {
      throw invalid('You cannot confirm this SetupIntent because it has already succeeded.');
    }
    const methodId = String(params.payment_method ?? '');
    const method = deps.methods.get(methodId);
    if (!method) throw invalid(`No such PaymentMethod: '${methodId}'`, 404);
    // Stripe's rule for Elements without an intent: their `onBehalfOf` must be the intent's.
    if (method.elementsOnBehalfOf !== undefined && method.elementsOnBehalfOf !== intent.on_behalf_of) {
      throw invalid(
        `The Payment Element was created with onBehalfOf '${method.elementsOnBehalfOf ?? 'none'}', which ` +
          `does not match the SetupIntent's on_behalf_of '${intent.on_behalf_of ?? 'none'}'.`,
      );
    }
    intent.payment_method = method.id;
    intent.last_setup_error = null;
    switch (method.number) {
      case TEST_CARDS.succeeds:
        succeeded(intent);
        return intent;
      case TEST_CARDS.threeDSecure:
        intent.status = 'requires_action';
        intent.next_action = { ...THREE_D_SECURE };
        return intent;
      default: {
        intent.status = 'requires_payment_method';
        intent.last_setup_error = {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
        };
        throw cardError('card_declined', 'Your card was declined.', { ...intent });
      }
    }
  };

  /** The 3-D Secure challenge's answer (Stripe.js's own step; the stand-in's name for it). */
  const authenticate = (intent: SetupIntent, result: unknown): SetupIntent => {
    if (intent.status !== 'requires_action') throw invalid('This SetupIntent needs no authentication.');
    if (result === 'complete') {
      succeeded(intent);
    } else {
      intent.status = 'requires_payment_method';
      intent.next_action = null;
      intent.last_setup_error = {
        type: 'card_error',
        code: 'setup_intent_authentication_failure',
        message: AUTHENTICATION_FAILED,
      };
    }
    return intent;
  };

  /** `route` of `setup_intents[/:id[/:action]]`, or undefined for another call. */
  function route(
    method: string,
    id: string | undefined,
    action: string | undefined,
    params: Params,
    key: string,
  ): Json | undefined {
    switch (`${method} ${id ? ':id' : ''}${action ? `/${action}` : ''}`) {
      case 'POST ':
        secretOnly(key);
        return { ...create(params) };
      case 'GET :id':
        return { ...find(id!, params, key) };
      case 'POST :id/confirm':
        return { ...confirm(find(id!, params, key), params) };
      case 'POST :id/authenticate':
        return { ...authenticate(find(id!, params, key), params.result) };
      default:
        return undefined;
    }
  }

  return { route, list: () => [...intents.values()].map((intent) => ({ ...intent })) };
}

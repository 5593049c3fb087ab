import type { SlotHorizon } from '../availability';
import { randomBytes } from 'node:crypto';
import type {
  OnboardConfirmBody,
  OnboardDone,
  OnboardDoneBody,
  OnboardEmailCheck,
  OnboardingPaymentResult,
  OnboardSignupBody,
} from '@salon/api/onboarding/schemas';
import { isOnboardingPassword, ONBOARDING_PASSWORD_MESSAGE } from '@salon/api/onboarding/schemas';
import { uniqueViolation } from '../../db/errors';
import type { OnboardingSignupRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { hashPassword } from '../../lib/passwords';
import { addInterval, promoDiscount, type BillingProvider, type BillingReads } from '../billing';
import { AUTHENTICATION_FAILED, CARD_DECLINED, NOT_A_TEST_CARD, testCardOutcome } from '../payments';
import type { Mail, Mailer } from '../../mail/mailer';
import {
  type AccountService,
  conflictOf,
  generatePassword,
  PLATFORM_NAME,
  WIZARD_STYLIST_TAKEN,
} from '../accounts';
import { type SalonReads, slugify } from '../salons';
import { receiptMail, welcomeMail } from './emails';
import type { OnboardingRepository } from './repository';
import { describeError } from '../../lib/describe-error';
import {
  checkBusinessHours,
  failure,
  PAYMENT_NOT_DONE,
  resultOf,
  sameSecret,
  SIGNUP_NOT_FOUND,
  STRIPE_CONFIRMS,
  type SweepResult,
  UNPAID_SIGNUP_TTL_MS,
} from './signup-rules';

/**
 * The onboarding wizard's sign-up and first payment (spec 2 §2, §4, §7). Rules:
 * - one call creates everything in one transaction, the salon inactive until the payment is known to
 *   have succeeded (`done`); a declined card creates nothing;
 * - the browser's `idempotencyKey` makes a retried or double-clicked payment step answer the first
 *   attempt's result: one salon, one charge;
 * - a sign-up not completed within 30 minutes is removed with its salon, which frees its e-mail
 *   addresses, and its incomplete subscription is canceled at the provider so a late payment cannot
 *   charge for it; a paid one is activated instead. The sweep runs every minute in each server
 *   process (jobs/sweeps.ts) and at the start of every sign-up.
 */
export class OnboardingService {
  constructor(
    private readonly deps: {
      onboarding: OnboardingRepository;
      billing: BillingReads;
      provider: BillingProvider;
      accounts: AccountService;
      salons: SalonReads;
      /** Generates the new stylists' slots ahead as their hours say (scheduling's one rule for it). */
      slots: Pick<SlotHorizon, 'extend'>;
      /** The receipt and welcome e-mails, queued in the transaction that completes the sign-up. */
      mailer: Mailer;
      /** Where the admin dashboard is (PUBLIC_URL), for the e-mails' links. */
      publicUrl: string;
      now: () => Date;
    },
  ) {}

  async signup(body: OnboardSignupBody): Promise<OnboardingPaymentResult> {
    const now = this.deps.now();
    await this.sweepExpired();
    const earlier = await this.deps.onboarding.findByKey(body.idempotencyKey);
    if (earlier) return resultOf(earlier);

    if (!isOnboardingPassword(body.salon.password)) throw new BadRequestError(ONBOARDING_PASSWORD_MESSAGE);
    const found = await this.deps.billing.findPackage(body.subscription.package);
    const plan = found?.plans.find((candidate) => candidate.id === body.subscription.plan);
    if (!found || !found.pkg.active || !plan || !plan.active) {
      throw new BadRequestError('Please select one of the option');
    }
    if (body.stylist.length > found.pkg.calendars) {
      throw new BadRequestError(`Your plan allows at most ${found.pkg.calendars} stylists`);
    }
    checkBusinessHours(body.businessHours);
    // Spec 2 §5: e-mails are unique platform-wide, stylists' phones within the new salon.
    await this.deps.accounts.assertNewSalonAvailable(body.salon, body.stylist, WIZARD_STYLIST_TAKEN);

    let discountCents = 0;
    let promotionCodeId: string | null = null;
    if (body.payment.promotion_code) {
      // The typed code, priced here: the browser's figures are never taken.
      const promo = await this.deps.billing.findPromotionCode(body.payment.promotion_code);
      discountCents = promoDiscount(promo, plan.amountCents);
      promotionCodeId = promo!.promo.id;
    }

    // The charge. Offline the server takes one of Stripe's test cards; with Stripe the subscription is
    // created incomplete and the browser pays its first invoice (the Payment Element, 3-D Secure).
    const offline = this.deps.provider.kind === 'offline';
    let status: 'succeeded' | 'requires_action' = 'requires_action';
    if (offline) {
      const outcome = testCardOutcome(body.payment.id);
      if (outcome === 'declined') return failure(CARD_DECLINED);
      if (outcome === null) return failure(NOT_A_TEST_CARD);
      status = outcome === 'succeeds' ? 'succeeded' : 'requires_action';
    }
    // Keyed by the sign-up: a retried step makes one customer and one subscription at the provider.
    const started = await this.deps.provider.startSubscription({
      idempotencyKey: body.idempotencyKey,
      email: body.salon.email,
      name: body.salon.name,
      plan: plan.id,
      interval: plan.interval,
      promotionCode: promotionCodeId,
    });
    // A promotion that makes the first invoice free leaves nothing to confirm.
    if (!offline && started.status === 'active') status = 'succeeded';
    const clientId = offline ? `pi_${randomBytes(12).toString('hex')}` : started.id;
    const clientSecret = offline
      ? `${clientId}_secret_${randomBytes(16).toString('hex')}`
      : (started.clientSecret ?? `${clientId}_paid`);

    const slug = await this.freeSlug(body.salon.name);
    const ownerHash = await hashPassword(body.salon.password);
    const stylists = await Promise.all(
      body.stylist.map(async (stylist) => ({
        ...stylist,
        passwordHash: await hashPassword(generatePassword()),
      })),
    );
    try {
      await this.deps.onboarding.createPending({
        salon: { ...body.salon, slug },
        owner: { passwordHash: ownerHash },
        stylists,
        days: body.businessHours.map((day) => ({
          day: day.day,
          slots: day.slot.map(({ startTime, endTime }) => ({ startTime, endTime })),
        })),
        subscription: {
          planName: found.pkg.name,
          amountCents: plan.amountCents - discountCents,
          interval: plan.interval,
          startedAt: offline ? now : started.currentPeriodStart,
          expiresAt: offline ? addInterval(now, plan.interval) : started.currentPeriodEnd,
          packageId: found.pkg.id,
          planId: plan.id,
          providerCustomerId: started.customerId,
          providerSubscriptionId: started.id,
        },
        signup: {
          idempotencyKey: body.idempotencyKey,
          clientId,
          clientSecret,
          packageId: found.pkg.id,
          planId: plan.id,
          promotionCodeId,
          amountCents: plan.amountCents,
          discountCents,
          status,
          expiresAt: new Date(now.getTime() + UNPAID_SIGNUP_TTL_MS),
        },
        payment: {
          planName: found.pkg.name,
          interval: plan.interval,
          amountCents: plan.amountCents - discountCents,
          discountCents,
          currency: plan.currency,
          periodStart: offline ? now : started.currentPeriodStart,
          periodEnd: offline ? addInterval(now, plan.interval) : started.currentPeriodEnd,
          providerInvoiceId: started.latestInvoice?.id ?? null,
          hostedInvoiceUrl: started.latestInvoice?.hostedUrl ?? null,
        },
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      // A concurrent attempt with the same key won the race: answer its result.
      const winner = await this.deps.onboarding.findByKey(body.idempotencyKey);
      if (winner) return resultOf(winner);
      if (constraint.includes('slug'))
        throw new ConflictError('A salon with this name was just created; please try again');
      // An e-mail taken meanwhile (the new salon's phones are its own): the accounts module's 409.
      throw conflictOf(error) ?? error;
    }
    const created = await this.deps.onboarding.findByKey(body.idempotencyKey);
    if (!created) throw new Error('The sign-up just created is missing');
    return resultOf(created);
  }

  /**
   * Whether an e-mail is free for a new owner or stylist: no account on the platform has it (an unpaid
   * sign-up holds its e-mails until it is swept).
   */
  async checkEmail(email: string): Promise<OnboardEmailCheck> {
    const wanted = email.trim().toLowerCase();
    return { email: wanted, available: !(await this.deps.accounts.holderOf(wanted)) };
  }

  /** The offline provider's card authentication: passing it makes the payment succeed. */
  async confirm(body: OnboardConfirmBody): Promise<OnboardingPaymentResult> {
    // With Stripe, the card is authenticated on Stripe's page and only Stripe can say it passed.
    if (this.deps.provider.kind !== 'offline') throw new ConflictError(STRIPE_CONFIRMS);
    const signup = await this.live(body.clientId);
    if (signup.clientSecret !== body.client_secret) throw new NotFoundError(SIGNUP_NOT_FOUND);
    if (signup.status !== 'requires_action') return resultOf(signup);
    if (!body.authenticated) {
      await this.discard(signup.salonId);
      return failure(AUTHENTICATION_FAILED);
    }
    await this.deps.onboarding.markSucceeded(signup.id);
    return { ...resultOf(signup), status: 'succeeded' };
  }

  /** Spec 2 §7 `onboard-done`: activates the salon and its subscription once the payment succeeded. */
  async done(body: OnboardDoneBody, askProvider = true): Promise<OnboardDone> {
    const signup = await this.live(body.clientId);
    if (!askProvider && signup.status === 'requires_action') throw new ConflictError(PAYMENT_NOT_DONE);
    if (signup.planId !== body.plan) throw new BadRequestError('plan: is not the plan of this sign-up');
    if (signup.status === 'requires_action' && this.deps.provider.kind !== 'offline') {
      // The browser confirmed with Stripe; the webhook may not have come yet: ask Stripe.
      const subscription = await this.deps.provider.retrieveSubscription(signup.clientId);
      if (subscription.status === 'active') await this.paymentSucceeded(signup.clientId);
      return this.done({ ...body, clientId: signup.clientId }, false);
    }
    if (signup.status === 'requires_action') throw new ConflictError(PAYMENT_NOT_DONE);
    if (signup.status === 'succeeded') await this.completeSignup(signup);
    const salon = await this.deps.onboarding.salonOf(signup.salonId);
    return {
      salon: { _id: salon.id, name: salon.name, slug: salon.slug },
      email: salon.email ?? '',
      subscription: 'active',
      signInToken: await this.handoff(signup, body.client_secret, salon),
    };
  }

  /**
   * The hand-off to the admin app: a one-time sign-in token for the new owner, only for the browser that
   * paid (it knows the payment's client secret) and only while the sign-up is young (before its
   * `expires_at`, 30 minutes after it started), so an old or leaked secret signs nobody in.
   */
  private async handoff(
    signup: OnboardingSignupRow,
    clientSecret: string | undefined,
    salon: { id: string; email: string | null },
  ): Promise<string | null> {
    if (!clientSecret || !sameSecret(clientSecret, signup.clientSecret)) return null;
    if (signup.expiresAt.getTime() <= this.deps.now().getTime() || !salon.email) return null;
    const owner = await this.deps.accounts.holderOf(salon.email);
    if (!owner || owner.role !== 'salon' || owner.salonId !== salon.id) return null;
    return this.deps.accounts.signInToken(owner.id);
  }

  /**
   * Completes a paid sign-up (salon and subscription active, first payment paid) and, in the same
   * transaction, queues the owner's receipt and welcome e-mails: they exist exactly when it completed,
   * once. Resolves with whether this call completed it.
   */
  private async completeSignup(signup: OnboardingSignupRow): Promise<boolean> {
    const facts = await this.deps.onboarding.factsOf(signup.salonId);
    const plan = await this.deps.billing.findPlan(signup.planId);
    const promo = signup.promotionCodeId
      ? await this.deps.billing.findPromotionCode(signup.promotionCodeId)
      : undefined;
    const mails: Mail[] = [];
    if (facts.owner && facts.subscription) {
      const common = {
        owner: facts.owner,
        salon: facts.salon,
        dashboardUrl: this.deps.publicUrl.replace(/\/+$/, ''),
        platform: PLATFORM_NAME,
      };
      mails.push(
        receiptMail({
          ...common,
          planName: facts.subscription.planName,
          interval: facts.subscription.interval,
          periodStart: facts.subscription.startedAt,
          periodEnd: facts.subscription.expiresAt,
          priceCents: signup.amountCents,
          discountCents: signup.discountCents,
          currency: plan?.currency ?? 'usd',
          promotionCode: promo?.promo.code ?? null,
        }),
        welcomeMail(common),
      );
    }
    const completed = await this.deps.onboarding.complete(signup, this.deps.now(), async (tx) => {
      for (const mail of mails) await this.deps.mailer.send(mail, tx);
    });
    // The stylists' first slots now, so the new salon's site is bookable at once (the hourly horizon
    // job would otherwise leave it with no time to offer for up to an hour). A failure here is left to
    // that job: the sign-up itself is complete.
    if (completed) await this.deps.slots.extend(this.deps.now(), signup.salonId).catch(() => undefined);
    return completed;
  }

  /**
   * The provider says the first payment of subscription `clientId` succeeded (Stripe's `invoice.paid`,
   * or `onboard-done` asking): the salon and its subscription become active. Repeating it changes nothing.
   * 'unknown' when neither a sign-up nor a salon has this subscription: a renewal's invoice has a salon,
   * so this is a payment for a sign-up removed unpaid, which the caller logs (by id) to be refunded.
   */
  async paymentSucceeded(clientId: string): Promise<'activated' | 'unchanged' | 'unknown'> {
    const signup = await this.deps.onboarding.findByClientId(clientId);
    if (!signup) {
      return (await this.deps.onboarding.subscriptionKnown(clientId)) ? 'unchanged' : 'unknown';
    }
    if (signup.status === 'completed') return 'unchanged';
    if (signup.status === 'requires_action') await this.deps.onboarding.markSucceeded(signup.id);
    return (await this.completeSignup({ ...signup, status: 'succeeded' })) ? 'activated' : 'unchanged';
  }

  /**
   * The sweep of sign-ups not completed by their `expires_at` (`UNPAID_SIGNUP_TTL_MS` after they
   * started): an unpaid one has its incomplete subscription canceled at the provider, then its salon
   * removed, which frees its e-mail addresses; one whose payment succeeded (the browser never came back
   * to finish) is activated. Safe on several instances at once: the provider's cancel and the removal
   * are idempotent. A sign-up the provider could not be asked about is left for the next sweep.
   */
  async sweepExpired(): Promise<SweepResult> {
    const result: SweepResult = { discarded: 0, activated: 0, failed: 0, causes: [] };
    for (const signup of await this.deps.onboarding.expired(this.deps.now())) {
      try {
        if (signup.status === 'succeeded') {
          const full = await this.deps.onboarding.findByClientId(signup.clientId);
          if (full && (await this.completeSignup(full))) result.activated += 1;
          continue;
        }
        const outcome = signup.providerSubscriptionId
          ? await this.deps.provider.cancelUnpaidSubscription(signup.providerSubscriptionId)
          : 'canceled';
        if (outcome === 'paid') {
          if ((await this.paymentSucceeded(signup.clientId)) === 'activated') result.activated += 1;
        } else if (await this.deps.onboarding.discard(signup.salonId)) {
          result.discarded += 1;
        }
      } catch (error) {
        result.failed += 1;
        result.causes.push(`sign-up ${signup.id}: ${describeError(error)}`);
      }
    }
    return result;
  }

  /** A sign-up's payment failed: its subscription is canceled at the provider, its salon removed. */
  private async discard(salonId: string): Promise<void> {
    const subscriptionId = await this.deps.onboarding.providerSubscriptionOf(salonId);
    if (subscriptionId) await this.deps.provider.cancelUnpaidSubscription(subscriptionId);
    await this.deps.onboarding.discard(salonId);
  }

  /** A sign-up by its payment id, unless it expired unpaid (then it is swept now). */
  private async live(clientId: string): Promise<OnboardingSignupRow> {
    await this.sweepExpired();
    const signup = await this.deps.onboarding.findByClientId(clientId);
    if (!signup) throw new NotFoundError(SIGNUP_NOT_FOUND);
    return signup;
  }

  private async freeSlug(name: string): Promise<string> {
    const base = slugify(name);
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`;
      if (!(await this.deps.salons.slugTaken(slug))) return slug;
    }
  }
}

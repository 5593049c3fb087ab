import { and, asc, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  onboardingSignups,
  salonSubscriptions,
  salons,
  type BusinessDayValue,
  type OnboardingSignupRow,
  type SubscriptionIntervalValue,
} from '../../db/schema';
import type { AccountRows } from '../accounts';
import type { SignupSalons } from '../salons';
import type { SlotService } from '../availability';
import type { NewSalonPayment, SignupPayments, SignupSubscriptions } from '../subscriptions';

/** The owners of the rows a sign-up writes besides its own: each writes them in the sign-up's transaction. */
export interface SignupOwners {
  accounts: AccountRows;
  salons: SignupSalons;
  /** The stylists' weekly hours, written by availability in the sign-up's transaction. */
  slots: Pick<SlotService, 'createWeeklyHours'>;
  subscriptions: SignupSubscriptions;
  payments: SignupPayments;
}

export interface PendingSignup {
  salon: {
    name: string;
    slug: string;
    email: string;
    phone: string;
    address: string;
    country: string;
    timeZone: string;
    currency: string;
    locale: string;
  };
  owner: { passwordHash: string };
  stylists: Array<{
    name: string;
    email: string;
    phone: string;
    gender: 'male' | 'female' | 'other';
    passwordHash: string;
  }>;
  days: BusinessDayValue[];
  subscription: {
    planName: string;
    amountCents: number;
    interval: SubscriptionIntervalValue;
    startedAt: Date;
    expiresAt: Date;
    packageId: string;
    planId: string;
    providerCustomerId: string;
    providerSubscriptionId: string;
  };
  signup: {
    idempotencyKey: string;
    clientId: string;
    clientSecret: string;
    packageId: string;
    planId: string;
    promotionCodeId: string | null;
    amountCents: number;
    discountCents: number;
    status: 'requires_action' | 'succeeded';
    expiresAt: Date;
  };
  /** The first payment, pending until the sign-up completes (the billing history's first row). */
  payment: Omit<NewSalonPayment, 'salonId' | 'status' | 'paidAt'>;
}

/** What a completed sign-up's e-mails need of its salon, owner and subscription. */
export interface CompletedSignupFacts {
  salon: { id: string; name: string; email: string; timeZone: string };
  owner: { id: string; name: string; email: string } | null;
  subscription: { planName: string; interval: 'month' | 'year'; startedAt: Date; expiresAt: Date } | null;
}

/** A sign-up past its time, as the sweep sees it. */
export type ExpiredSignup = Pick<OnboardingSignupRow, 'id' | 'salonId' | 'clientId' | 'status'> & {
  providerSubscriptionId: string | null;
};

/**
 * Onboarding sign-ups, the only code that writes their table. The inactive salon each one creates, its
 * owner's and stylists' accounts, their hours and the pending subscription are written by their owners
 * (salons, accounts, scheduling, subscriptions) in the sign-up's transaction.
 */
export class OnboardingRepository {
  constructor(
    private readonly db: Database,
    private readonly owners: SignupOwners,
  ) {}

  async findByKey(idempotencyKey: string): Promise<OnboardingSignupRow | undefined> {
    const [row] = await this.db
      .select()
      .from(onboardingSignups)
      .where(eq(onboardingSignups.idempotencyKey, idempotencyKey));
    return row;
  }

  async findByClientId(clientId: string): Promise<OnboardingSignupRow | undefined> {
    const [row] = await this.db
      .select()
      .from(onboardingSignups)
      .where(eq(onboardingSignups.clientId, clientId));
    return row;
  }

  /**
   * The salon, its owner, stylists, their business hours, the pending subscription and the sign-up, in
   * one transaction: all of it or nothing. The salon stays inactive (nobody can sign in to it).
   */
  async createPending(input: PendingSignup): Promise<string> {
    const { accounts, salons: salonRows, slots, subscriptions } = this.owners;
    return this.db.transaction(async (tx) => {
      const salonId = await salonRows.createInactive(input.salon, tx);
      await accounts.create(
        {
          salonId,
          role: 'salon',
          name: input.salon.name,
          email: input.salon.email,
          phone: input.salon.phone,
          address: input.salon.address,
          passwordHash: input.owner.passwordHash,
        },
        tx,
      );
      const stylistIds = await accounts.createMany(
        input.stylists.map((stylist) => ({
          salonId,
          role: 'stylist' as const,
          name: stylist.name,
          email: stylist.email,
          phone: stylist.phone,
          gender: stylist.gender,
          passwordHash: stylist.passwordHash,
        })),
        tx,
      );
      await slots.createWeeklyHours(salonId, stylistIds, input.days, tx);
      await subscriptions.createPending({ salonId, ...input.subscription }, tx);
      await tx.insert(onboardingSignups).values({ salonId, ...input.signup });
      await this.owners.payments.record({ ...input.payment, salonId, status: 'pending', paidAt: null }, tx);
      return salonId;
    });
  }

  /** The card authentication passed: the payment succeeded. */
  async markSucceeded(id: string): Promise<void> {
    await this.db
      .update(onboardingSignups)
      .set({ status: 'succeeded' })
      .where(and(eq(onboardingSignups.id, id), eq(onboardingSignups.status, 'requires_action')));
  }

  /**
   * Activates the salon and its subscription and marks the first payment paid; only a `succeeded`
   * sign-up moves, so a repeated call changes nothing. `alongside` (the receipt and welcome e-mails)
   * runs in the same transaction, only when this call moved it. Resolves with whether this call did it.
   */
  async complete(
    signup: Pick<OnboardingSignupRow, 'id' | 'salonId'>,
    now: Date,
    alongside?: (tx: Database) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const moved = await tx
        .update(onboardingSignups)
        .set({ status: 'completed' })
        .where(and(eq(onboardingSignups.id, signup.id), eq(onboardingSignups.status, 'succeeded')))
        .returning({ id: onboardingSignups.id });
      if (moved.length === 0) return false;
      await this.owners.salons.setActive(signup.salonId, true, tx);
      await this.owners.subscriptions.activateFirst(signup.salonId, tx);
      await this.owners.payments.markPendingPaid(signup.salonId, now, tx);
      await alongside?.(tx);
      return true;
    });
  }

  /**
   * Removes a sign-up's inactive salon and everything in it (cascade: accounts, hours, subscription,
   * the sign-up), which frees its e-mail addresses. False when it was gone already or is active: of
   * several sweeps at once, one removes it.
   */
  async discard(salonId: string): Promise<boolean> {
    return this.owners.salons.deleteInactive(salonId);
  }

  /**
   * Sign-ups not completed by their `expires_at` (oldest first, `limit` of them), with the provider's
   * subscription of each: what the sweep ends.
   */
  async expired(now: Date, limit = 100): Promise<ExpiredSignup[]> {
    return this.db
      .select({
        id: onboardingSignups.id,
        salonId: onboardingSignups.salonId,
        clientId: onboardingSignups.clientId,
        status: onboardingSignups.status,
        providerSubscriptionId: salonSubscriptions.providerSubscriptionId,
      })
      .from(onboardingSignups)
      .leftJoin(salonSubscriptions, eq(salonSubscriptions.salonId, onboardingSignups.salonId))
      .where(and(ne(onboardingSignups.status, 'completed'), lt(onboardingSignups.expiresAt, now)))
      .orderBy(asc(onboardingSignups.expiresAt))
      .limit(limit);
  }

  /** The provider's subscription id of a sign-up's salon. */
  async providerSubscriptionOf(salonId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: salonSubscriptions.providerSubscriptionId })
      .from(salonSubscriptions)
      .where(eq(salonSubscriptions.salonId, salonId))
      .limit(1);
    return row?.id ?? null;
  }

  /** Whether any salon's subscription is this provider subscription (a renewal's, not a lost sign-up's). */
  async subscriptionKnown(providerSubscriptionId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: salonSubscriptions.id })
      .from(salonSubscriptions)
      .where(eq(salonSubscriptions.providerSubscriptionId, providerSubscriptionId))
      .limit(1);
    return rows.length > 0;
  }

  /** The salon, its owner and its subscription, for a completed sign-up's e-mails. */
  async factsOf(salonId: string): Promise<CompletedSignupFacts> {
    const [salon] = await this.db
      .select({ id: salons.id, name: salons.name, email: salons.email, timeZone: salons.timeZone })
      .from(salons)
      .where(eq(salons.id, salonId));
    if (!salon) throw new Error('Salon of the sign-up is gone');
    const [subscription] = await this.db
      .select({
        planName: salonSubscriptions.planName,
        interval: salonSubscriptions.interval,
        startedAt: salonSubscriptions.startedAt,
        expiresAt: salonSubscriptions.expiresAt,
      })
      .from(salonSubscriptions)
      .where(eq(salonSubscriptions.salonId, salonId))
      .limit(1);
    const email = salon.email ?? '';
    const owner = email ? await this.owners.accounts.findByEmail(email) : undefined;
    return {
      salon: { ...salon, email },
      owner:
        owner && owner.role === 'salon' && owner.salonId === salonId
          ? { id: owner.id, name: owner.name, email: owner.email }
          : null,
      subscription: subscription ?? null,
    };
  }

  async salonOf(salonId: string): Promise<{ id: string; name: string; slug: string; email: string | null }> {
    const [row] = await this.db
      .select({ id: salons.id, name: salons.name, slug: salons.slug, email: salons.email })
      .from(salons)
      .where(eq(salons.id, salonId));
    if (!row) throw new Error('Salon of the sign-up is gone');
    return row;
  }
}

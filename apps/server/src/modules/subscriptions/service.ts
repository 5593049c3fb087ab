import { authorize, permits } from '../../http/authorize';
import type { SubscriptionState } from '@salon/api/salons/schemas';
import {
  SALON_CLOSED,
  type BillingPayment,
  type PaymentConfig,
  type SubscriptionDetail,
  type SubscriptionStanding,
} from '@salon/api/subscriptions/schemas';
import type { SalonSubscriptionRow } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import { ownSalonOf, type Viewer } from '../../http/viewer';
import type { BillingProvider, BillingReads } from '../billing';
import type { BillingEvent, PaidInvoice } from './events';
import type { SalonPaymentRepository } from './payment-repository';
import type { SubscriptionRepository } from './repository';
import { standingOf } from './standing';

export const NO_SUBSCRIPTION = 'This salon has no subscription';
const OWNER_ONLY = 'Only the salon owner can see and change the subscription';

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The salon's subscription (README "The salon's subscription"): My Profile's plan, cancel and renew, the
 * ended-subscription rule the public calls check, and the provider's webhook events. Our table is the
 * record; the provider is told first and the table written after it agreed.
 */
export class SubscriptionService {
  constructor(
    private readonly deps: {
      subscriptions: SubscriptionRepository;
      /** The billing history. */
      payments: SalonPaymentRepository;
      billing: BillingReads;
      provider: BillingProvider;
      /** The browser's card form (publishable key of the shop's provider). */
      paymentConfig: PaymentConfig;
      now: () => Date;
    },
  ) {}

  paymentConfig(): PaymentConfig {
    return this.deps.paymentConfig;
  }

  /**
   * My Profile's billing history: the owner's own salon's payments, newest first (owner only; the
   * salon is the viewer's own, never a parameter).
   */
  async billingHistory(viewer: Viewer): Promise<BillingPayment[]> {
    const salonId = this.ownerSalon(viewer);
    const rows = await this.deps.payments.list(salonId);
    return rows.map((row) => ({
      _id: row.id,
      date: (row.paidAt ?? row.createdAt).toISOString(),
      amount: row.amountCents,
      discount: row.discountCents,
      currency: row.currency,
      status: row.status,
      plan: row.planName,
      interval: row.interval,
      period_start: unix(row.periodStart),
      period_end: unix(row.periodEnd),
      hosted_invoice_url: row.hostedInvoiceUrl,
    }));
  }

  /** Spec 1 §7 `get-subscription-detail`: the owner's own subscription, or null when it has none. */
  async detail(viewer: Viewer): Promise<SubscriptionDetail | null> {
    const salonId = this.ownerSalon(viewer);
    const row = await this.deps.subscriptions.latestOf(salonId);
    return row ? this.detailOf(row) : null;
  }

  /**
   * Cancels at the end of the period. The admin may cancel any salon's, an owner only their own
   * (another salon's id is "not found"). Repeating it changes nothing.
   */
  async cancel(viewer: Viewer, salonId: string): Promise<SubscriptionState> {
    authorize(viewer, 'salons.cancelSubscription', 'Only the salon owner can cancel the subscription');
    if (viewer.salonId !== salonId && !permits(viewer, 'salons.cancelAnySubscription')) {
      throw new NotFoundError('Salon not found');
    }
    const row = await this.deps.subscriptions.latestOf(salonId);
    if (!row) throw new NotFoundError(NO_SUBSCRIPTION);
    if (!row.cancelAtPeriodEnd) {
      if (row.providerSubscriptionId) {
        await this.deps.provider.setCancelAtPeriodEnd(row.providerSubscriptionId, true);
      }
      await this.deps.subscriptions.setCancelAtPeriodEnd(salonId, row.id, true);
    }
    return { _id: salonId, cancel_at_period_end: true };
  }

  /**
   * The owner's way back: a cancelled subscription still running is kept (the cancel taken back); a past
   * due or ended one starts a new period of the same plan, charged to the card on file. An active one
   * answers as it is, so a double click charges once.
   */
  async renew(viewer: Viewer): Promise<SubscriptionDetail> {
    const salonId = this.ownerSalon(viewer);
    const row = await this.deps.subscriptions.latestOf(salonId);
    if (!row) throw new NotFoundError(NO_SUBSCRIPTION);
    const standing = standingOf(row, this.deps.now());
    if (standing === 'canceling') {
      if (row.providerSubscriptionId) {
        await this.deps.provider.setCancelAtPeriodEnd(row.providerSubscriptionId, false);
      }
      await this.deps.subscriptions.setCancelAtPeriodEnd(salonId, row.id, false);
    } else if (standing === 'past_due' || standing === 'ended') {
      const renewed = await this.deps.provider.renewSubscription({
        idempotencyKey: `renew-${row.id}-${row.expiresAt.getTime()}`,
        customerId: row.providerCustomerId ?? '',
        previousId: row.providerSubscriptionId ?? '',
        plan: row.planId ?? '',
        interval: row.interval,
      });
      await this.deps.subscriptions.renew(salonId, row.id, {
        providerSubscriptionId: renewed.id,
        startedAt: renewed.currentPeriodStart,
        expiresAt: renewed.currentPeriodEnd,
      });
      // The renewal's charge in the billing history (with Stripe keyed by its invoice, which the
      // `invoice.paid` webhook then finds rather than adding it twice).
      const plan = row.planId ? await this.deps.billing.findPlan(row.planId) : undefined;
      const invoice = renewed.latestInvoice ?? null;
      const payment = {
        salonId,
        planName: row.planName,
        interval: row.interval,
        amountCents: plan?.amountCents ?? row.amountCents,
        discountCents: 0,
        currency: plan?.currency ?? 'usd',
        status: 'paid' as const,
        periodStart: renewed.currentPeriodStart,
        periodEnd: renewed.currentPeriodEnd,
        paidAt: this.deps.now(),
        providerInvoiceId: invoice?.id ?? null,
        hostedInvoiceUrl: invoice?.hostedUrl ?? null,
      };
      if (invoice) {
        await this.deps.payments.invoicePaid(
          salonId,
          { id: invoice.id, hostedUrl: invoice.hostedUrl, paidAt: payment.paidAt },
          () => payment,
        );
      } else {
        await this.deps.payments.record(payment);
      }
    }
    const after = await this.deps.subscriptions.latestOf(salonId);
    return this.detailOf(after ?? row);
  }

  /** The standing of each salon's subscription; salons without one are absent (always open). */
  async standings(
    salonIds: string[],
  ): Promise<Map<string, { standing: SubscriptionStanding; cancel: boolean }>> {
    const rows = await this.deps.subscriptions.latestOfMany(salonIds);
    const now = this.deps.now();
    return new Map(
      [...rows].map(([salonId, row]) => [
        salonId,
        { standing: standingOf(row, now), cancel: row.cancelAtPeriodEnd },
      ]),
    );
  }

  /**
   * The ended-subscription rule on the public side: a salon whose subscription ended takes no bookings
   * and no orders (403 with a polite message). A salon without a subscription (made by the admin) is open.
   */
  async assertOpen(salonId: string): Promise<void> {
    const row = await this.deps.subscriptions.latestOf(salonId);
    if (row && standingOf(row, this.deps.now()) === 'ended') {
      throw new ForbiddenError(SALON_CLOSED, 'subscription_ended');
    }
  }

  /** Whether the salon takes bookings and orders now (the public site's notice). */
  async isOpen(salonId: string): Promise<boolean> {
    const row = await this.deps.subscriptions.latestOf(salonId);
    return !row || standingOf(row, this.deps.now()) !== 'ended';
  }

  /** A verified webhook event, applied once. */
  async handleEvent(event: BillingEvent): Promise<'processed' | 'duplicate'> {
    const applied = await this.deps.subscriptions.applyEvent(event, event.subscriptionId, event.change);
    if (applied && event.invoice && event.subscriptionId)
      await this.invoicePaid(event.subscriptionId, event.invoice);
    return applied ? 'processed' : 'duplicate';
  }

  /**
   * A paid invoice of a salon's subscription goes into its billing history: the sign-up's first payment
   * gets its hosted invoice, a renewal a new row. An invoice of no salon (a sign-up removed) is skipped.
   */
  private async invoicePaid(providerSubscriptionId: string, invoice: PaidInvoice): Promise<void> {
    const row = await this.deps.subscriptions.byProviderId(providerSubscriptionId);
    if (!row) return;
    await this.deps.payments.invoicePaid(row.salonId, invoice, () => ({
      salonId: row.salonId,
      planName: row.planName,
      interval: row.interval,
      amountCents: invoice.amountPaidCents,
      discountCents: invoice.discountCents,
      currency: invoice.currency,
      status: 'paid',
      periodStart: invoice.periodStart ?? row.startedAt,
      periodEnd: invoice.periodEnd ?? row.expiresAt,
      paidAt: invoice.paidAt,
      providerInvoiceId: invoice.id,
      hostedInvoiceUrl: invoice.hostedUrl,
    }));
  }

  private ownerSalon(viewer: Viewer): string {
    authorize(viewer, 'salons.ownSubscription', OWNER_ONLY);
    return ownSalonOf(viewer, OWNER_ONLY);
  }

  private async detailOf(row: SalonSubscriptionRow): Promise<SubscriptionDetail> {
    const found = row.packageId ? await this.deps.billing.findPackage(row.packageId) : undefined;
    const plan = found?.plans.find((candidate) => candidate.id === row.planId);
    return {
      _id: row.id,
      plan: {
        id: row.planId,
        amount: plan?.amountCents ?? row.amountCents,
        interval: row.interval,
        metadata: { users: found ? String(found.pkg.calendars) : '1' },
      },
      product: { name: found?.pkg.name ?? row.planName, description: found?.pkg.description ?? '' },
      current_period_start: unix(row.startedAt),
      current_period_end: unix(row.expiresAt),
      cancel_at_period_end: row.cancelAtPeriodEnd,
      standing: standingOf(row, this.deps.now()),
    };
  }
}

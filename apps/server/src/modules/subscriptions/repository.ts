import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  salonSubscriptions,
  subscriptionEvents,
  type NewSalonSubscriptionRow,
  type SalonSubscriptionRow,
  type SubscriptionStatusValue,
} from '../../db/schema';

/** What a provider's event or answer says about a subscription; absent fields stay as they are. */
export interface SubscriptionChange {
  status?: SubscriptionStatusValue;
  cancelAtPeriodEnd?: boolean;
  startedAt?: Date;
  expiresAt?: Date;
}

/** Salons' subscriptions and the provider events already processed: the only code that knows them. */
export class SubscriptionRepository {
  constructor(private readonly db: Database) {}

  /** The salon's current subscription: its newest. */
  async latestOf(salonId: string): Promise<SalonSubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(salonSubscriptions)
      .where(eq(salonSubscriptions.salonId, salonId))
      .orderBy(desc(salonSubscriptions.expiresAt))
      .limit(1);
    return row;
  }

  /** The current subscription of each salon named. */
  async latestOfMany(salonIds: string[]): Promise<Map<string, SalonSubscriptionRow>> {
    if (salonIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([salonSubscriptions.salonId])
      .from(salonSubscriptions)
      .where(inArray(salonSubscriptions.salonId, salonIds))
      .orderBy(salonSubscriptions.salonId, desc(salonSubscriptions.expiresAt));
    return new Map(rows.map((row) => [row.salonId, row]));
  }

  async byProviderId(providerSubscriptionId: string): Promise<SalonSubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(salonSubscriptions)
      .where(eq(salonSubscriptions.providerSubscriptionId, providerSubscriptionId));
    return row;
  }

  /** A salon's first subscription, not paid yet, in the caller's transaction `tx` (an onboarding sign-up). */
  async createPending(
    row: Omit<NewSalonSubscriptionRow, 'active' | 'status'>,
    tx: Database = this.db,
  ): Promise<void> {
    await tx.insert(salonSubscriptions).values({ ...row, active: false, status: 'incomplete' });
  }

  /** The salon's subscription runs (its first payment succeeded), in the caller's transaction `tx`. */
  async activateFirst(salonId: string, tx: Database = this.db): Promise<void> {
    await tx
      .update(salonSubscriptions)
      .set({ active: true, status: 'active' })
      .where(eq(salonSubscriptions.salonId, salonId));
  }

  async setCancelAtPeriodEnd(salonId: string, id: string, cancel: boolean): Promise<void> {
    await this.db
      .update(salonSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(and(eq(salonSubscriptions.salonId, salonId), eq(salonSubscriptions.id, id)));
  }

  /** A renewal: the row takes the new provider subscription and period, running again. */
  async renew(
    salonId: string,
    id: string,
    renewal: { providerSubscriptionId: string; startedAt: Date; expiresAt: Date },
  ): Promise<void> {
    await this.db
      .update(salonSubscriptions)
      .set({ ...renewal, status: 'active', active: true, cancelAtPeriodEnd: false })
      .where(and(eq(salonSubscriptions.salonId, salonId), eq(salonSubscriptions.id, id)));
  }

  /**
   * Applies a provider event to the subscription it names, once: the event id is recorded in the same
   * transaction, so a redelivered event finds it and changes nothing. Resolves with whether it applied.
   */
  async applyEvent(
    event: { id: string; type: string },
    providerSubscriptionId: string | null,
    change: SubscriptionChange,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(subscriptionEvents)
        .values({ id: event.id, type: event.type })
        .onConflictDoNothing()
        .returning({ id: subscriptionEvents.id });
      if (recorded.length === 0) return false;
      if (!providerSubscriptionId) return true;
      const [row] = await tx
        .select()
        .from(salonSubscriptions)
        .where(eq(salonSubscriptions.providerSubscriptionId, providerSubscriptionId));
      if (!row) return true;
      const { startedAt, expiresAt, ...rest } = change;
      // A late `incomplete` never undoes a first payment that succeeded.
      if (rest.status === 'incomplete' && row.status !== 'incomplete') delete rest.status;
      const running = change.status === 'active' || change.status === 'past_due';
      // A period never moves back: events may arrive out of order.
      const later = startedAt && expiresAt && expiresAt > row.expiresAt ? { startedAt, expiresAt } : {};
      await tx
        .update(salonSubscriptions)
        .set({
          ...rest,
          ...later,
          // `active`: paid once and not ended by the provider (what the admin's cards show).
          ...(change.status === 'canceled' ? { active: false } : running ? { active: true } : {}),
        })
        .where(eq(salonSubscriptions.id, row.id));
      return true;
    });
  }
}

import { decimalsText, fitsMinorUnits, majorToMinor, minorToMajor } from '@salon/api/money/format';
import { eq } from 'drizzle-orm';
import {
  BOOKING_POLICY_TEXTS,
  DEFAULT_BOOKING_POLICY,
  DEFAULT_ONLINE_CONFIRMATION,
  type OnlineConfirmation,
  tooLateMessage,
  type BookingPolicy,
} from '@salon/api/booking-settings/schemas';
import type { Database } from '../../db/client';
import { bookingPolicies, type BookingPolicyRow, type SalonRow } from '../../db/schema';
import { BadRequestError } from '../../errors';
import { authorize } from '../../http/authorize';
import { ownSalonOf, type Viewer } from '../../http/viewer';

/*
 * The one rule for how late a client may cancel or move a visit online (the e-mailed links and My
 * appointments): the salon's cancellation policy (`booking_policies`; 15 minutes until the salon sets
 * hours). Callers load the salon's policy once (`ClientChangePolicies.of`) and ask the two functions.
 */

/** What the rule needs of a salon: its cutoff, and the phone a refused client is told to call. */
export interface ClientChangePolicy {
  cutoffMinutes: number;
  salonPhone: string | null;
  /** The salon's payment policy text (null: none), shown before paying and in the e-mails. */
  paymentPolicyText?: string | null;
  /** The salon's fees in cents (null: none): a no-show, a client's cancel inside the window. */
  noShowFeeCents?: number | null;
  lateCancelFeeCents?: number | null;
  /** Whether an online booking is confirmed as it is made or waits for the salon ('instant' if absent). */
  onlineConfirmation?: OnlineConfirmation;
}

/** The status an online booking takes once it holds (made, or its deposit or card settled). */
export function onlineBookingStatus(policy: Pick<ClientChangePolicy, 'onlineConfirmation'>) {
  return (policy.onlineConfirmation ?? DEFAULT_ONLINE_CONFIRMATION) === 'approval'
    ? ('waiting' as const)
    : ('confirmed' as const);
}

export interface ClientChangeContext {
  policy: ClientChangePolicy;
  startsAt: Date;
  now: Date;
}

/** Whether the client may still cancel or move this visit online: more than the cutoff before its start. */
export function clientMayChange(context: ClientChangeContext): boolean {
  return context.startsAt.getTime() - context.now.getTime() > context.policy.cutoffMinutes * 60_000;
}

/**
 * Refuses a client's cancel or move past the salon's cutoff (400), with the salon's phone to call.
 * `change` words the refusal: 'cancelled' (default) or 'rescheduled'.
 */
export function assertClientMayChange(
  context: ClientChangeContext,
  change: 'cancelled' | 'rescheduled' = 'cancelled',
): void {
  if (!clientMayChange(context)) {
    throw new BadRequestError(tooLateMessage(context.policy.salonPhone, change));
  }
}

/** The `booking_policies` table (the only code that writes it) and the owner's settings of it. */
export class ClientChangePolicies {
  constructor(
    private readonly db: Database,
    /** The salon's currency: fees are stored in its minor units, the contract carries major units. */
    private readonly currencyOf: (salonId: string) => Promise<string>,
  ) {}

  /** The salon's policy as the rule reads it (the default for a salon that never chose). */
  async of(salon: Pick<SalonRow, 'id' | 'phone'>, tx?: Database): Promise<ClientChangePolicy> {
    return (await this.readOf(salon.id, tx))(salon);
  }

  /**
   * The same in two steps, for a caller that reads the salon side by side with it: the stored row read
   * by the salon's id, then made into the policy once the salon (its phone) is known. `tx`: read in the
   * caller's transaction (a job's claim), which must not wait on another connection.
   */
  async readOf(
    salonId: string,
    tx?: Database,
  ): Promise<(salon: Pick<SalonRow, 'phone'>) => ClientChangePolicy> {
    const [row] = await (tx ?? this.db)
      .select()
      .from(bookingPolicies)
      .where(eq(bookingPolicies.salonId, salonId));
    return (salon) => ({
      cutoffMinutes: row?.cutoffMinutes ?? DEFAULT_BOOKING_POLICY.cutoffMinutes,
      salonPhone: salon.phone || null,
      paymentPolicyText: row?.paymentPolicyText ?? null,
      noShowFeeCents: row?.noShowFeeCents ?? null,
      lateCancelFeeCents: row?.lateCancelFeeCents ?? null,
      onlineConfirmation: row?.onlineConfirmation ?? DEFAULT_ONLINE_CONFIRMATION,
    });
  }

  /** The viewer's salon's policy (owner, managers, the superadmin in the salon). */
  async settings(viewer: Viewer): Promise<BookingPolicy> {
    authorize(viewer, 'booking-policy.settings', BOOKING_POLICY_TEXTS.editorsOnly);
    const salonId = ownSalonOf(viewer);
    return this.stored(salonId, await this.currencyOf(salonId));
  }

  async saveSettings(
    viewer: Viewer,
    body: BookingPolicy,
  ): Promise<{ policy: BookingPolicy; message: string }> {
    authorize(viewer, 'booking-policy.settings', BOOKING_POLICY_TEXTS.editorsOnly);
    const salonId = ownSalonOf(viewer);
    const currency = await this.currencyOf(salonId);
    for (const [field, fee] of [
      ['noShowFee', body.noShowFee],
      ['lateCancelFee', body.lateCancelFee],
    ] as const) {
      if (fee != null && !fitsMinorUnits(fee, currency)) {
        throw new BadRequestError(`${field}: ${decimalsText(currency)}`);
      }
    }
    const cents = (major: number | null) => (major === null ? null : majorToMinor(major, currency));
    // Fields left out of the body are kept (a form of the cutoff alone saves the cutoff alone).
    const values = {
      cutoffMinutes: body.cutoffMinutes,
      ...(body.noShowFee !== undefined ? { noShowFeeCents: cents(body.noShowFee) } : {}),
      ...(body.lateCancelFee !== undefined ? { lateCancelFeeCents: cents(body.lateCancelFee) } : {}),
      ...(body.paymentPolicyText !== undefined ? { paymentPolicyText: body.paymentPolicyText || null } : {}),
      ...(body.onlineConfirmation !== undefined ? { onlineConfirmation: body.onlineConfirmation } : {}),
      updatedAt: new Date(),
    };
    const [row] = await this.db
      .insert(bookingPolicies)
      .values({ salonId, ...values })
      .onConflictDoUpdate({ target: bookingPolicies.salonId, set: values })
      .returning();
    return { policy: policyOf(row, currency), message: BOOKING_POLICY_TEXTS.saved };
  }

  private async stored(salonId: string, currency: string): Promise<BookingPolicy> {
    const [row] = await this.db.select().from(bookingPolicies).where(eq(bookingPolicies.salonId, salonId));
    return row
      ? policyOf(row, currency)
      : {
          ...DEFAULT_BOOKING_POLICY,
          noShowFee: null,
          lateCancelFee: null,
          paymentPolicyText: null,
          onlineConfirmation: DEFAULT_ONLINE_CONFIRMATION,
        };
  }
}

function policyOf(row: BookingPolicyRow | undefined, currency: string): BookingPolicy {
  const dollars = (minor: number | null) => (minor === null ? null : minorToMajor(minor, currency));
  return {
    cutoffMinutes: row!.cutoffMinutes,
    noShowFee: dollars(row!.noShowFeeCents),
    lateCancelFee: dollars(row!.lateCancelFeeCents),
    paymentPolicyText: row!.paymentPolicyText,
    onlineConfirmation: row!.onlineConfirmation,
  };
}

/** Who cancelled a visit that has a deposit. */
export type CancelledBy = 'salon' | 'client';

/**
 * The refund rule of a deposit: a salon's cancel refunds it in full; a client's cancel
 * outside the policy window (`clientMayChange`) refunds it; inside the window the salon keeps it.
 */
export function depositRefundRule(context: {
  by: CancelledBy;
  policy: ClientChangePolicy;
  startsAt: Date;
  now: Date;
}): 'refund' | 'keep' {
  if (context.by === 'salon') return 'refund';
  return clientMayChange(context) ? 'refund' : 'keep';
}

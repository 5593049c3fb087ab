import type { Database } from '../../db/client';
import type { NewAppointmentRow, SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { Mailer } from '../../mail/mailer';
import type { PushNotifier } from '../../notifications/push-notifier';
import type { AppointmentRecord, AppointmentRepository } from './appointments-repository';
import { TimeTakenError } from './appointments-repository';
import { type MailPayments } from './mail-facts';
import { clientRescheduleMail } from './reschedule-mail';
import { clientCancellationMail } from './cancellation-mails';
import type { CancelLinks } from './cancel-links';
import type { ClientChangePolicies, ClientChangePolicy } from '../booking-settings';
import { isAhead } from '../availability';
import { NOT_COVERED, SLOT_TOO_SOON, TIME_TAKEN } from './messages';
import type { AppointmentReminders, DepositRefunder } from './ports';
import { depositRefundRule, onlineBookingStatus } from '../booking-settings';
import type { SalonNotices } from './salon-notices';
import type { SlotReads } from '../availability';
import { announceVisit } from './visit-announcements';
import { visitMailFacts } from './visit-emails';
import { DayBook } from './visit-planning';
import type { PartMove, VisitRepository } from './visit-repository';

/** The visit changed while it was being moved (a part cancelled or moved by someone else). */
export const VISIT_CHANGED = 'This visit has just changed, please reload the page';

/**
 * Moving and cancelling a multi-service visit: whoever moves or cancels one part (staff on
 * the calendar, the client with the visit's link) moves or cancels every part, in one transaction. A
 * move shifts every part by the same time, so the parts stay back to back, each with its stylist
 * (staff may give the part they moved another stylist); every stylist must be free then.
 */
export class VisitChanges {
  constructor(
    private readonly deps: {
      visits: VisitRepository;
      appointments: AppointmentRepository;
      availability: SlotReads;
      mailer: Mailer;
      links: CancelLinks;
      reminders: AppointmentReminders;
      notices: SalonNotices;
      organizerEmail: string;
      now: () => Date;
      /** A held visit's confirmation pushes to the client's app. */
      push: PushNotifier;
      /** The salon's cancellation policy: a client's cancel inside its window keeps the deposit. */
      changePolicies: ClientChangePolicies;
      /** A cancelled visit's paid deposit is refunded, or kept, by the refund rule. */
      refunds?: DepositRefunder;
    },
  ) {}

  /** The visit's parts in its order. */
  async parts(salonId: string, visitId: string): Promise<AppointmentRecord[]> {
    return this.deps.appointments.listVisitParts(salonId, [visitId]);
  }

  /**
   * Moves the visit so that its part `partId` starts at `startsAt`. `by: 'client'` needs every part's
   * time covered by its stylist's open slots (as a client's own move); staff may place parts off the
   * slots, as on their calendar. Answers the moved parts.
   */
  async move(
    salon: SalonRow,
    visitId: string,
    change: {
      partId: string;
      startsAt: Date;
      stylistId?: string;
      by: 'client' | 'staff';
      /** Other columns of the moved part (a staff edit). */
      values?: Partial<NewAppointmentRow>;
    },
  ): Promise<AppointmentRecord[]> {
    const parts = await this.parts(salon.id, visitId);
    const live = parts.filter((part) => part.status !== 'canceled');
    const anchor = live.find((part) => part.id === change.partId);
    if (!anchor) throw new NotFoundError('Appointment not found');
    if (!isAhead(change.startsAt, this.deps.now())) throw new BadRequestError(SLOT_TOO_SOON);
    const delta = change.startsAt.getTime() - anchor.startsAt.getTime();
    const shifted = live.map((part) => ({
      part,
      stylistId: part.id === anchor.id ? (change.stylistId ?? part.stylistId) : part.stylistId,
      startsAt: new Date(part.startsAt.getTime() + delta),
      endsAt: new Date(part.endsAt.getTime() + delta),
    }));
    if (delta === 0 && shifted.every((move) => move.stylistId === move.part.stylistId)) {
      if (change.values) {
        await this.deps.appointments.update(salon.id, anchor.id, {
          ...change.values,
          stylistId: anchor.stylistId,
        });
      }
      return this.parts(salon.id, visitId);
    }
    const book = await this.bookOf(salon.id, shifted);
    const own = new Set(live.map((part) => part.id));
    const moves: PartMove[] = shifted.map((move) => {
      const slot = book.freeSlot(move.stylistId, move.startsAt, move.endsAt, own);
      if (change.by === 'client' && !slot) throw new ConflictError(NOT_COVERED);
      return {
        id: move.part.id,
        stylistId: move.stylistId,
        previousStart: move.part.startsAt,
        startsAt: move.startsAt,
        endsAt: move.endsAt,
        slotId: slot?.id ?? null,
      };
    });
    const previous = { startsAt: live[0]!.startsAt, endsAt: live.at(-1)!.endsAt };
    let sequence: number | null;
    try {
      sequence = await this.deps.visits.move(
        salon.id,
        visitId,
        moves,
        live.map((part) => part.stylistId),
        async (tx, raised) => {
          const movedParts = live.map((part) => {
            const move = moves.find((entry) => entry.id === part.id)!;
            return { ...part, ...move, stylist: part.stylist };
          });
          await this.afterMove(tx, salon, visitId, movedParts, previous, raised, change.by);
        },
        change.values ? { id: anchor.id, values: change.values } : undefined,
      );
    } catch (error) {
      if (error instanceof TimeTakenError) throw new ConflictError(TIME_TAKEN);
      throw error;
    }
    if (sequence === null) throw new ConflictError(VISIT_CHANGED);
    return this.parts(salon.id, visitId);
  }

  /**
   * Cancels every part of the visit; false when it was already cancelled. The client gets one
   * cancellation (the visit's calendar entry removed) when they booked it on the site; a client's cancel
   * also tells the salon and each part's stylist. A paid deposit (on the first part) is refunded or kept
   * by the refund rule (depositRefundRule), and the e-mail says which.
   */
  async cancel(salon: SalonRow, visitId: string, by: 'client' | 'staff'): Promise<boolean> {
    const parts = await this.parts(salon.id, visitId);
    if (parts.length === 0) throw new NotFoundError('Appointment not found');
    const first = parts[0]!;
    const policy = await this.deps.changePolicies.of(salon);
    const rule = depositRefundRule({
      by: by === 'staff' ? 'salon' : 'client',
      policy,
      startsAt: first.startsAt,
      now: this.deps.now(),
    });
    const plan = await this.deps.refunds?.planCancel(salon.id, first.id, rule);
    const changed = await this.deps.visits.cancel(
      salon.id,
      visitId,
      parts.map((part) => part.stylistId),
      async (tx, sequence, cancelled) => {
        const facts = {
          ...visitMailFacts(salon, visitId, parts, this.deps.organizerEmail, 'canceled'),
          ...(plan && plan.mailRows.length > 0
            ? { payments: { rows: plan.mailRows, policyText: policy.paymentPolicyText ?? null } }
            : {}),
        };
        if (first.source === 'website' && first.clientEmail) {
          await this.deps.mailer.send(clientCancellationMail(facts, sequence), tx);
        }
        for (const part of parts) {
          if (!cancelled.includes(part.id)) continue;
          await this.deps.reminders.remove(tx, salon.id, part.id);
          if (by === 'client') {
            await this.deps.notices.cancelled(
              tx,
              { ...facts, startsAt: part.startsAt, endsAt: part.endsAt, stylistName: part.stylist.name },
              part.stylistId,
            );
          }
        }
      },
    );
    if (changed && plan?.refundAfter) await this.deps.refunds!.refund(plan.refundAfter);
    return changed;
  }

  /**
   * A held visit's deposit is paid: `settle` marks the payment; when it did, every part's
   * hold ends and the visit is announced as a visit booked at once is (visit-announcements.ts), with
   * its deposit, in one transaction. 'released' when the hold had ended meanwhile (to be refunded).
   */
  async confirmHold(
    salon: SalonRow,
    visitId: string,
    settle: (tx: Database) => Promise<boolean>,
    announce: {
      pushTo: string | null;
      policy: ClientChangePolicy;
      claimable: boolean;
      payments: MailPayments;
    },
  ): Promise<'confirmed' | 'released' | 'unchanged'> {
    // Read before the transaction: nothing outside it may wait on the connection it holds (PGlite).
    const status = onlineBookingStatus(announce.policy);
    const parts = (await this.parts(salon.id, visitId)).map((part) => ({ ...part, status }));
    return this.deps.appointments.confirmHold(
      salon.id,
      { visitId },
      settle,
      (tx) =>
        announceVisit({ ...this.deps, cancelLinks: this.deps.links }, tx, {
          salon,
          visitId,
          parts,
          ...announce,
        }),
      status,
    );
  }

  /** Ends a held visit unpaid: every part cancelled, its time free; `afterRelease` settles its payment. */
  async releaseHold(
    salonId: string,
    visitId: string,
    afterRelease?: (tx: Database) => Promise<void>,
  ): Promise<boolean> {
    const parts = await this.parts(salonId, visitId);
    return this.deps.visits.releaseHold(
      salonId,
      visitId,
      parts.map((part) => part.stylistId),
      afterRelease,
    );
  }

  private async afterMove(
    tx: Database,
    salon: SalonRow,
    visitId: string,
    parts: AppointmentRecord[],
    previous: { startsAt: Date; endsAt: Date },
    sequence: number,
    by: 'client' | 'staff',
  ): Promise<void> {
    const first = parts[0]!;
    const facts = visitMailFacts(salon, visitId, parts, this.deps.organizerEmail);
    if (first.source === 'website' && first.clientEmail) {
      const links = this.deps.links;
      await this.deps.mailer.send(
        clientRescheduleMail(facts, previous, sequence, links.url(salon.slug, salon.id, first.id), {
          rescheduleUrl: links.url(salon.slug, salon.id, first.id, 'reschedule'),
        }),
        tx,
      );
    }
    // The visit's reminders follow its first part (one reminder per visit).
    await this.deps.reminders.plan(tx, {
      salonId: salon.id,
      id: first.id,
      startsAt: first.startsAt,
      status: first.status,
    });
    if (by === 'client') {
      for (const part of parts) {
        await this.deps.notices.rescheduled(
          tx,
          { ...facts, startsAt: part.startsAt, endsAt: part.endsAt, stylistName: part.stylist.name },
          previous,
          part.stylistId,
        );
      }
    }
  }

  /** The slots and live appointments of the moved parts' stylists around their new times. */
  private async bookOf(
    salonId: string,
    moves: Array<{ stylistId: string; startsAt: Date; endsAt: Date }>,
  ): Promise<DayBook> {
    const stylistIds = [...new Set(moves.map((move) => move.stylistId))];
    const from = new Date(Math.min(...moves.map((move) => move.startsAt.getTime())) - 60 * 60_000);
    const to = new Date(Math.max(...moves.map((move) => move.endsAt.getTime())));
    const [slots, occupancy] = await Promise.all([
      this.deps.availability.listSlots(salonId, stylistIds, from, to),
      this.deps.availability.listOccupancy(salonId, stylistIds, from, to),
    ]);
    return new DayBook(slots, occupancy);
  }
}

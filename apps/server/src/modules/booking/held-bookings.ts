import type {
  HeldBooking,
  HeldBookingQuery,
  ReleaseHoldBody,
  ReleasedHold,
} from '@salon/api/booking/schemas';
import { ConflictError, NotFoundError } from '../../errors';
import { Book } from './book';
import { DEPOSIT_ALREADY_PAID, DEPOSIT_HOLD_ENDED, DEPOSIT_NOT_FOUND } from './messages';

/**
 * A held booking after its payment step was left: reopened (a reload by its key, the e-mailed link by
 * its signed token) or released by the client, who leaves without paying.
 */
export class HeldBookings extends Book {
  /** The held booking's payment row, by its key or by its link's token (404 for neither). */
  private async holdOf(query: HeldBookingQuery) {
    if (query.token) {
      const named = this.deps.cancelLinks.verify(query.token, 'hold');
      const salon = named && (await this.deps.availability.findSalon(named.salonId));
      const row =
        named &&
        salon &&
        (await this.deps.paymentRows?.listForAppointment(salon.id, named.appointmentId))?.find(
          (entry) => entry.kind === 'deposit' || entry.kind === 'card_setup',
        );
      if (!salon || !row) throw new NotFoundError(DEPOSIT_NOT_FOUND);
      return { salon, row };
    }
    const salon = await this.deps.availability.findSalon(query.salon!);
    const row = salon && (await this.deps.paymentRows?.findByKey(salon.id, query.idempotencyKey!));
    if (!salon || !row || (row.kind !== 'deposit' && row.kind !== 'card_setup')) {
      throw new NotFoundError(DEPOSIT_NOT_FOUND);
    }
    return { salon, row };
  }

  /**
   * `GET /public/appointment/held-booking`: the booking as its submit answered it (its deposit or card
   * setup, with the payment session), while it is held; 409 once it ended or was paid.
   */
  async heldBooking(query: HeldBookingQuery): Promise<HeldBooking> {
    const { salon, row } = await this.holdOf(query);
    if (row.status === 'succeeded' || row.status === 'refunded')
      throw new ConflictError(DEPOSIT_ALREADY_PAID);
    if (row.status === 'failed' || row.status === 'canceled') throw new ConflictError(DEPOSIT_HOLD_ENDED);
    await this.assertStillHeld(salon, row);
    const policy = await this.deps.changePolicies.of(salon);
    return {
      salon: salon.id,
      idempotencyKey: row.idempotencyKey,
      booking: await this.heldAnswer(salon, row, false, policy),
    };
  }

  /**
   * `POST /public/appointment/release-hold`: the client leaves without paying; the hold ends as the
   * sweep ends it. An ended hold answers `released: false`; a paid one 409.
   */
  async releaseHold(body: ReleaseHoldBody): Promise<ReleasedHold> {
    const { salon, row } = await this.holdOf(body);
    if (row.status === 'succeeded' || row.status === 'refunded')
      throw new ConflictError(DEPOSIT_ALREADY_PAID);
    if (row.status === 'failed' || row.status === 'canceled') return { released: false };
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    const outcome = await this.releaseUnpaid(record, row);
    if (outcome === 'paid') throw new ConflictError(DEPOSIT_ALREADY_PAID);
    return { released: outcome === 'released' };
  }
}

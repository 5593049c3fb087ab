import { type BookingConfirmation, type WebsiteBookingBody } from '@salon/api/booking/schemas';
import type { AppointmentPaymentRow, SalonRow } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { depositSession } from '../appointment-payments';
import type { Viewer } from '../../http/viewer';
import { instantToLocal, zoneOf } from '../../lib/time-zones';
import { websiteClientOf } from './website-client';
import { clientColumns, serviceColumns } from '../appointments';
import { onlineBookingStatus, type ClientChangePolicy } from '../booking-settings';
import { isAhead } from '../availability';
import { SLOT_TOO_SOON, SLOT_UNAVAILABLE } from '../appointments';
import { DEPOSIT_HOLD_MS, DEPOSIT_KEY_NEEDED, DEPOSIT_NOT_FOUND } from './messages';
import { SALON_NOT_FOUND, STYLIST_NOT_FOUND } from '../availability';
import { DAY_MS, outcomeOf, assertCovered } from './booking-deps';
import { CardOnFile } from './card-on-file';

/** A website booking of one service: straight away, or held while a deposit or card is taken. */
export class Book extends CardOnFile {
  async book(body: WebsiteBookingBody, viewer: Viewer | null): Promise<BookingConfirmation> {
    if (body.timeData.id !== body.slotId) throw new BadRequestError('timeData.id: must be the slot id');
    // What the checks below read, side by side (one round trip instead of ten): `body.salon` is the
    // salon's id, and the slot cover is read from the start the page sent (checked against the slot's
    // own below). The checks then run in their order, so a request with several faults gets the same
    // answer as when each read came in turn. A new account's row (a password hash) is made only once
    // the checks pass.
    const claimedStart = new Date(body.timeData.timeAsADate);
    const salonRead = this.deps.availability.findSalon(body.salon);
    const [salon, opened, stylist, slot, services, following, policyOf, clientOf] = await Promise.all([
      salonRead,
      outcomeOf(this.deps.open?.(body.salon)),
      this.deps.availability.findStylist(body.salon, body.stylistId),
      this.deps.availability.findSlot(body.salon, body.slotId),
      outcomeOf(
        this.deps.appointmentService.services(
          body.salon,
          body.mainService,
          body.subService,
          salonRead.then((found) => found?.currency),
        ),
      ),
      Number.isNaN(claimedStart.getTime())
        ? []
        : this.deps.availability.listSlots(
            body.salon,
            [body.stylistId],
            claimedStart,
            new Date(claimedStart.getTime() + DAY_MS),
          ),
      this.deps.changePolicies.readOf(body.salon),
      body.isNewUser
        ? null
        : outcomeOf(websiteClientOf(this.deps.accounts, body.salon, body, body.stylistId, viewer)),
    ]);
    if (!salon || !salon.active) throw new NotFoundError(SALON_NOT_FOUND);
    const zone = zoneOf(salon);
    opened.value();
    if (!stylist || !stylist.active) throw new NotFoundError(STYLIST_NOT_FOUND);
    if (!slot || slot.stylistId !== stylist.id) throw new NotFoundError('This time slot does not exist');
    const start = instantToLocal(zone, slot.startsAt);
    if (start.date !== body.appointmentDate) {
      throw new BadRequestError('appointmentDate: must be the day of the slot');
    }
    if (!isAhead(slot.startsAt, this.deps.now())) throw new BadRequestError(SLOT_TOO_SOON);
    if (slot.blocked) throw new ConflictError(SLOT_UNAVAILABLE);
    const service = services.value();
    const minutes = service.requiredMinutes ?? body.requiredDuration;
    const endsAt = new Date(slot.startsAt.getTime() + minutes * 60_000);
    // The slots read from the page's start hold the cover when that start is the slot's and the
    // service ends within them; otherwise they are read again from the slot's start.
    const readAhead =
      claimedStart.getTime() === slot.startsAt.getTime() &&
      endsAt.getTime() <= claimedStart.getTime() + DAY_MS;
    await assertCovered(
      readAhead
        ? {
            listSlots: async (_s, _ids, from, to) =>
              following.filter((row) => row.startsAt < to && row.startsAt >= from),
          }
        : this.deps.availability,
      salon.id,
      stylist.id,
      slot.startsAt,
      endsAt,
    );
    const policy = policyOf(salon);
    const client = clientOf
      ? clientOf.value()
      : await websiteClientOf(this.deps.accounts, salon.id, body, body.stylistId, viewer);
    const depositCents = service.paymentPolicy === 'deposit' ? (service.depositCents ?? 0) : 0;
    // A deposit to pay, or a card to save (card on file): either holds the time until it is done.
    const heldKind = depositCents > 0 ? 'deposit' : service.paymentPolicy === 'card' ? 'card_setup' : null;
    const held = heldKind && this.deps.payments && this.deps.paymentRows ? heldKind : null;
    if (held && !body.idempotencyKey) throw new BadRequestError(DEPOSIT_KEY_NEEDED);
    const placed = await this.deps.placement.place({
      salon,
      visit: false,
      policy,
      key: body.idempotencyKey,
      client,
      hold: held ? { kind: held, amountCents: depositCents } : null,
      parts: [
        {
          stylist,
          values: {
            salonId: salon.id,
            stylistId: stylist.id,
            userId: client.userId,
            slotId: slot.id,
            // A held booking waits for its payment; the settled hold takes the policy's status.
            status: held ? 'waiting' : onlineBookingStatus(policy),
            startsAt: slot.startsAt,
            endsAt,
            ...clientColumns({ ...body, phone: body.mobile, gender: body.gender ?? null }),
            ...serviceColumns(service),
            source: 'website',
            ...(held
              ? {
                  paymentPolicy: held === 'deposit' ? 'deposit' : 'card',
                  paymentDueUntil: new Date(this.deps.now().getTime() + DEPOSIT_HOLD_MS),
                }
              : {}),
          },
        },
      ],
    });
    if (held) {
      const row = await this.deps.paymentRows!.findByKey(salon.id, body.idempotencyKey!);
      if (!row) throw new NotFoundError(DEPOSIT_NOT_FOUND);
      return this.heldAnswer(salon, row, placed.clientCreated, policy);
    }
    // The Thank You view from the row the insert returned: no read after the commit.
    return this.confirmationOf(salon, { ...placed.row!, stylist }, placed.clientCreated);
  }

  /**
   * The booking of a held row with its payment session: a deposit's intent, or a card setup's SetupIntent
   * and customer (the provider makes each once per key; the customer is kept on the appointment).
   */
  protected async heldAnswer(
    salon: SalonRow,
    row: AppointmentPaymentRow,
    accountCreated: boolean,
    policy: ClientChangePolicy,
  ): Promise<BookingConfirmation> {
    const payments = this.deps.payments!;
    const record = await this.deps.appointments.findById(salon.id, row.appointmentId);
    if (!record) throw new NotFoundError(DEPOSIT_NOT_FOUND);
    if (row.kind === 'card_setup') return this.cardSetupAnswer(salon, row, record, accountCreated, policy);
    const deposit = await depositSession(
      { payments, rows: this.deps.paymentRows!, destinationOf: this.deps.destinationOf },
      salon,
      row,
      record,
      policy,
    );
    return this.confirmationOf(salon, record, accountCreated, deposit);
  }
}

import { Deposits } from './deposits';

/** Held bookings whose payment did not come in time give their time back. */
export class HoldSweep extends Deposits {
  /**
   * The sweep (jobs/sweeps.ts): held bookings not paid within their time are released: their intent
   * canceled at the provider, then the appointment cancelled (its time free) and the deposit `canceled`.
   * An intent that could not be canceled (it succeeded meanwhile) is left to its webhook. Returns how
   * many were released; `failures` collects why others were not.
   */
  async releaseUnpaidHolds(salonId: string | null, failures: string[] = []): Promise<number> {
    if (!this.deps.paymentRows || !this.deps.payments) return 0;
    let released = 0;
    const visits = new Set<string>();
    for (const expired of await this.deps.appointments.listExpiredHolds(this.deps.now(), salonId)) {
      // A visit's parts are released together, by its first part's deposit.
      if (expired.visitId && visits.has(expired.visitId)) continue;
      if (expired.visitId) visits.add(expired.visitId);
      try {
        const held = expired.visitId
          ? ((await this.deps.visitChanges.parts(expired.salonId, expired.visitId))[0] ?? expired)
          : expired;
        const rows = await this.deps.paymentRows.listForAppointment(held.salonId, held.id);
        const deposit = rows.find((row) => row.kind === 'deposit' || row.kind === 'card_setup');
        if ((await this.releaseUnpaid({ ...held, visitId: expired.visitId }, deposit)) === 'released')
          released += 1;
      } catch (error) {
        failures.push(`${expired.id}: ${(error as Error).message}`);
      }
    }
    return released;
  }
}

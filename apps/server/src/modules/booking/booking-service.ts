import {
  type AvailableByDateBody,
  type AvailableDay,
  type AvailableTimes,
  type CancelInfo,
  type NextAvailableDate,
  type NextAvailableDateBody,
} from '@salon/api/booking/schemas';
import { BookingTimes } from './available-times';
import type { BookingDeps } from './booking-deps';
import { CancelByLink } from './cancel-by-link';
import { HeldBookings } from './held-bookings';
import { HoldSweep } from './hold-sweep';

/**
 * The public booking page: the times of a day, bookings by guests or signed-in customers with their
 * deposits and cards (a held one reopened or released), the hold sweep, and the client's cancel by link. Each concern has its own file.
 */
export class BookingService extends HeldBookings {
  private readonly times: BookingTimes;
  private readonly sweep: HoldSweep;
  private readonly links: CancelByLink;

  constructor(deps: BookingDeps) {
    super(deps);
    this.times = new BookingTimes(deps);
    this.sweep = new HoldSweep(deps);
    this.links = new CancelByLink(deps);
  }

  availableDay(body: AvailableByDateBody): Promise<AvailableDay> {
    return this.times.availableDay(body);
  }

  availableTimes(body: AvailableByDateBody): Promise<AvailableTimes> {
    return this.times.availableTimes(body);
  }

  nextAvailableDate(body: NextAvailableDateBody): Promise<NextAvailableDate> {
    return this.times.nextAvailableDate(body);
  }

  releaseUnpaidHolds(salonId: string | null, failures: string[] = []): Promise<number> {
    return this.sweep.releaseUnpaidHolds(salonId, failures);
  }

  cancelInfo(token: string): Promise<CancelInfo> {
    return this.links.cancelInfo(token);
  }

  cancelByToken(token: string): Promise<{ info: CancelInfo; message: string }> {
    return this.links.cancelByToken(token);
  }
}

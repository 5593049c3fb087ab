import type { Database } from '../../db/client';
import { CalendarAccess } from './calendar-access';
import type { SlotReads } from './slot-reads';
import { SlotHorizon } from './slot-horizon';
import { SlotRepository } from './slots-repository';
import { SlotService } from './slots-service';

/**
 * The availability module as the composition root wires it: its repository stays inside; other modules
 * get the calendars' reads, the access rule and the services.
 */
export function buildAvailability(deps: { db: Database; now: () => Date }) {
  const repository = new SlotRepository(deps.db);
  const access = new CalendarAccess(repository);
  const reads: SlotReads = repository;
  return {
    reads,
    access,
    slots: new SlotService({ repository, access, now: deps.now }),
    horizon: new SlotHorizon(deps.db),
  };
}

export type Availability = ReturnType<typeof buildAvailability>;

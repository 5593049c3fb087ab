import type { Occupancy } from '../availability';

/*
 * Where a multi-service visit fits: pure functions over a day's slots and live appointments.
 * The rule: the parts run back to back from the start, in the visit's order; each part needs a stylist
 * who does its service and is free for the part's whole time: covered by their open (not blocked) slots
 * without a gap, and overlapped by none of their live appointments. One stylist for every part is
 * preferred (the first by name who can); otherwise each part takes the first stylist by name who can do
 * it then.
 */

/** One service of the visit, as the plan needs it. */
export interface PlannedService {
  index: number;
  mainServiceId: string;
  subServiceId: string;
  minutes: number;
}

export interface PlanningStylist {
  id: string;
  /** Ids of the services the stylist does; empty when the stylist has not narrowed them (does them all). */
  serviceIds: readonly string[];
}

export interface PlanningSlot {
  id: string;
  stylistId: string;
  startsAt: Date;
  endsAt: Date;
  blocked: boolean;
}

export interface PlannedPart {
  service: PlannedService;
  stylistId: string;
  startsAt: Date;
  endsAt: Date;
  /** The stylist's slot the part starts in. */
  slotId: string | null;
}

/** Whether the stylist does the service (named by its category or itself). */
export function doesService(
  stylist: PlanningStylist,
  service: Pick<PlannedService, 'mainServiceId' | 'subServiceId'>,
) {
  return (
    stylist.serviceIds.length === 0 ||
    stylist.serviceIds.includes(service.subServiceId) ||
    stylist.serviceIds.includes(service.mainServiceId)
  );
}

/** The parts' times from `start`, back to back. */
export function partTimes(start: Date, services: PlannedService[]): Array<{ startsAt: Date; endsAt: Date }> {
  let at = start.getTime();
  return services.map((service) => {
    const startsAt = new Date(at);
    at += service.minutes * 60_000;
    return { startsAt, endsAt: new Date(at) };
  });
}

/** The slots and live appointments of each stylist, by start, and whether one is free for a time. */
export class DayBook {
  private readonly slots = new Map<string, PlanningSlot[]>();
  private readonly held = new Map<string, Occupancy[]>();

  constructor(slots: PlanningSlot[], occupancy: Occupancy[]) {
    for (const slot of [...slots].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
      const list = this.slots.get(slot.stylistId) ?? [];
      list.push(slot);
      this.slots.set(slot.stylistId, list);
    }
    for (const appointment of occupancy) {
      const list = this.held.get(appointment.stylistId) ?? [];
      list.push(appointment);
      this.held.set(appointment.stylistId, list);
    }
  }

  /**
   * The slot `stylistId` starts [startsAt, endsAt) in, when their open slots cover it without a gap and
   * no live appointment (other than those of `ignore`) overlaps it; undefined when not free.
   */
  freeSlot(
    stylistId: string,
    startsAt: Date,
    endsAt: Date,
    ignore?: ReadonlySet<string>,
  ): PlanningSlot | undefined {
    const from = startsAt.getTime();
    const to = endsAt.getTime();
    for (const appointment of this.held.get(stylistId) ?? []) {
      if (ignore?.has(appointment.id)) continue;
      if (appointment.startsAt.getTime() < to && appointment.endsAt.getTime() > from) return undefined;
    }
    let first: PlanningSlot | undefined;
    let reached = from;
    for (const slot of this.slots.get(stylistId) ?? []) {
      if (slot.endsAt.getTime() <= reached) continue;
      if (slot.startsAt.getTime() > reached || slot.blocked) break;
      first ??= slot;
      reached = slot.endsAt.getTime();
      if (reached >= to) return first;
    }
    return undefined;
  }

  /** Every open slot start of the stylists, once each, soonest first. */
  starts(stylistIds: string[]): Date[] {
    const seen = new Set<number>();
    for (const id of stylistIds) {
      for (const slot of this.slots.get(id) ?? []) if (!slot.blocked) seen.add(slot.startsAt.getTime());
    }
    return [...seen].sort((a, b) => a - b).map((time) => new Date(time));
  }
}

/**
 * The plan of the visit starting at `start`, or null when it does not fit. With `only`, that one
 * stylist does every part; otherwise one stylist for all when one can, else a stylist per part.
 */
export function planAt(
  book: DayBook,
  start: Date,
  services: PlannedService[],
  stylists: PlanningStylist[],
  only?: string | null,
): { parts: PlannedPart[]; oneStylist: boolean } | null {
  const times = partTimes(start, services);
  const partFor = (stylist: PlanningStylist, index: number): PlannedPart | null => {
    const service = services[index]!;
    const time = times[index]!;
    if (!doesService(stylist, service)) return null;
    const slot = book.freeSlot(stylist.id, time.startsAt, time.endsAt);
    return slot ? { service, stylistId: stylist.id, ...time, slotId: slot.id } : null;
  };
  const candidates = only ? stylists.filter((stylist) => stylist.id === only) : stylists;
  for (const stylist of candidates) {
    const parts = services.map((_, index) => partFor(stylist, index));
    if (parts.every(Boolean)) return { parts: parts as PlannedPart[], oneStylist: true };
  }
  if (only || services.length === 1) return null;
  const parts: PlannedPart[] = [];
  for (const [index] of services.entries()) {
    const part = stylists.map((stylist) => partFor(stylist, index)).find(Boolean);
    if (!part) return null;
    parts.push(part);
  }
  return { parts, oneStylist: new Set(parts.map((part) => part.stylistId)).size === 1 };
}

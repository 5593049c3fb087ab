// The availability module's public face: slots, business hours, occupancy and who may touch a calendar.
export { buildAvailability, type Availability } from './module';
export { slotRoutes } from './routes/slots';
export { CalendarAccess, type SalonContext, type StylistContext } from './calendar-access';
export { SlotService } from './slots-service';
export { SlotHorizon } from './slot-horizon';
export { earliestStartOverlapping, groupByStylist, slotStatusOnly, type Occupancy } from './occupancy';
export { isAhead, stylistDataOf } from './mapping';
export { NO_SUCH_TIME, SALON_NOT_FOUND, STYLIST_NOT_FOUND } from './messages';
export type { SlotReads, StylistRecord } from './slot-reads';
export { openingHoursOf } from './opening-hours';
export { SLOT_HORIZON_DAYS, slotsOfRange } from './slot-generation';

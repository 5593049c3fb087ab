// The stylists module's public face: what other modules and the composition root may use.
export { buildStylists, type StylistReads, type StylistsDeps } from './module';
export { stylistRoutes } from './routes';
export { StylistService } from './service';
export type { UpcomingAppointments } from './upcoming-appointments';

// The stylists module's public face: what other modules and the composition root may use.
export { StylistRepository } from './repository';
export { stylistRoutes } from './routes';
export { StylistService } from './service';

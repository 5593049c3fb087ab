// The services module's public face: what other modules and the composition root may use.
export { ServiceRepository } from './repository';
export { serviceRoutes } from './routes';
export { pagedOf, ServiceService } from './service';

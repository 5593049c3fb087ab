// The services module's public face: what other modules and the composition root may use.
export { buildServices, type ServiceReads, type ServicesDeps } from './module';
export { serviceRoutes } from './routes';
export { pagedOf, ServiceService } from './service';

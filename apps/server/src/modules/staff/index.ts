// The staff module's public face: what other modules and the composition root may use.
export { StaffRepository } from './repository';
export { staffRoutes } from './routes';
export { StaffService } from './service';

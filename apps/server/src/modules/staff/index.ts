// The staff module's public face: what other modules and the composition root may use.
export { buildStaff, type StaffDeps } from './module';
export { staffRoutes } from './routes';
export { StaffService } from './service';

// The exports module's public face: what the composition root wires.
export { ExportsRepository } from './repository';
export { exportRoutes } from './routes';
export { ExportsService } from './service';

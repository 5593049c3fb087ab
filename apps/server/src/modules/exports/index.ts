// The exports module's public face: what the composition root wires.
export { exportRoutes } from './routes';
export { ExportsService } from './service';
export { buildExports } from './module';

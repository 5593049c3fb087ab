// The first-steps module's public face: what the composition root wires.
export { FirstStepsRepository } from './repository';
export { firstStepsRoutes } from './routes';
export { FirstStepsService } from './service';

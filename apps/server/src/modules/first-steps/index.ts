// The first-steps module's public face: what the composition root wires.
export { buildFirstSteps } from './module';
export { firstStepsRoutes } from './routes';
export { FirstStepsService } from './service';

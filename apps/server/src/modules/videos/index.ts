// The videos module's public face: what other modules and the composition root may use.
export { VideoRepository } from './repository';
export { videoRoutes } from './routes';
export { VideoService } from './service';

// The videos module's public face: what other modules and the composition root may use.
export { buildVideos } from './module';
export { videoRoutes } from './routes';
export { VideoService } from './service';

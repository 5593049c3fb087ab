// The website module's public face: what other modules and the composition root may use.
export { WebsiteRepository } from './repository';
export { websiteRoutes } from './routes';
export { WebsiteService } from './service';

// The website module's public face: what other modules and the composition root may use.
export { buildWebsite, type WebsiteDeps } from './module';
export { websiteRoutes } from './routes';
export { WebsiteService } from './service';

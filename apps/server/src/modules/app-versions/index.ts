// The app-versions module's public face: what other modules and the composition root may use.
export { type AppVersionReads, buildAppVersions } from './module';
export { appVersionRoutes } from './routes';
export { AppVersionService } from './service';

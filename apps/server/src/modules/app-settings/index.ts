// The app-settings module's public face: what other modules and the composition root may use.
export { buildAppSettings } from './module';
export { appSettingRoutes } from './routes';
export { AppSettingService } from './service';

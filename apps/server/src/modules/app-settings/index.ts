// The app-settings module's public face: what other modules and the composition root may use.
export { AppSettingRepository } from './repository';
export { appSettingRoutes } from './routes';
export { AppSettingService } from './service';

// The devices module's public face: what other modules and the composition root may use.
export { buildDevices } from './module';
export { deviceRoutes } from './routes';
export { DeviceService } from './service';

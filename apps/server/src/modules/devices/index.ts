// The devices module's public face: what other modules and the composition root may use.
export { DeviceRepository } from './repository';
export { deviceRoutes } from './routes';
export { DeviceService } from './service';

// The reports module's public face: what other modules and the composition root may use.
export { ReportRepository } from './repository';
export { reportRoutes } from './routes';
export { ReportService } from './service';

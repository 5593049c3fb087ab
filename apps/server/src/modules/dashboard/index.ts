// The reports module's public face: what other modules and the composition root may use.
export { reportRoutes } from './routes';
export { ReportService } from './service';
export { buildReports } from './module';

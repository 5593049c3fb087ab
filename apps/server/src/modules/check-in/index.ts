// The attendance module's public face: what other modules and the composition root may use.
export { buildCheckIn } from './module';
export { attendanceRoutes } from './routes';
export { AttendanceService } from './service';

// The attendance module's public face: what other modules and the composition root may use.
export { AttendanceRepository } from './repository';
export { attendanceRoutes } from './routes';
export { AttendanceService } from './service';

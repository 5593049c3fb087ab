// The reminders module's public face: appointment reminders, planned in each change's transaction and
// sent by the reminder job; the container builds it with buildReminders.
export { buildReminders } from './module';
export { reminderRoutes } from './routes/reminders';
export { ReminderService } from './service';

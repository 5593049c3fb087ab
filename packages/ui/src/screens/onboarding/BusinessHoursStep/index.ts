export * from './BusinessHoursStep';

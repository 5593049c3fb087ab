export * from './SalonDetailsStep';

// The salons module's public face: what other modules and the composition root may use.
export { SalonAdminService } from './admin-service';
export { buildSalons, type SalonReads, type SalonsDeps, type SignupSalons, type ZoneSalons } from './module';
export { salonRoutes } from './routes';
export { SalonService } from './service';
export { slugify } from './slug';

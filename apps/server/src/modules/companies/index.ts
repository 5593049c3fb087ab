// The companies module's public face: what other modules and the composition root may use.
export { buildCompanies, type CompaniesDeps } from './module';
export { companyRoutes } from './routes';
export { CompanyService } from './service';

// The companies module's public face: what other modules and the composition root may use.
export { CompanyRepository } from './repository';
export { companyRoutes } from './routes';
export { CompanyService } from './service';

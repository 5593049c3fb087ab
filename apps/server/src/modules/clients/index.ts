// The clients module's public face: what other modules and the composition root may use.
export { type ClientListRow, ClientRepository, clientSearch } from './repository';
export { clientRoutes } from './routes';
export { ClientService } from './service';

// The clients module's public face: what other modules and the composition root may use.
export { buildClients, type ClientReads, type ClientsDeps } from './module';
export { type ClientListRow, clientSearch } from './repository';
export { clientRoutes } from './routes';
export { ClientService } from './service';

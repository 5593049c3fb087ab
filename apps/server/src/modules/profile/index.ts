// The users module's public face: what other modules and the composition root may use.
export { userRoutes } from './routes';
export { UserService } from './service';

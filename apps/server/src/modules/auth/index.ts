// The auth module's public face: what other modules and the composition root may use.
export { authRoutes, userAgentOf } from './routes';
export { AuthService } from './service';
export { TokenSigner } from './tokens';
export { buildAuth } from './module';

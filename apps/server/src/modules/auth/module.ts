import { type AuthServiceDeps, AuthService } from './service';
import { TokenSigner } from './tokens';

/** Sign-in: sessions as signed tokens (HS256 with `secret`). */
export function buildAuth({ secret, ...deps }: Omit<AuthServiceDeps, 'tokens'> & { secret: Uint8Array }) {
  return { auth: new AuthService({ tokens: new TokenSigner(secret), ...deps }) };
}

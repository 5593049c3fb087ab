import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@salon/api/shared/schemas';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  role: Role;
}

/** HS256 session tokens: `sub` the user, `sid` the session row (also the `jti`), `role` for logs. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class TokenSigner {
  /** Imported once: handing jose the raw secret would import it again on every request. */
  private readonly key: Promise<CryptoKey>;

  constructor(secret: Uint8Array) {
    this.key = crypto.subtle.importKey(
      'raw',
      new Uint8Array(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    // A refused secret fails each sign and verify (as before), not the process as an unhandled rejection.
    this.key.catch(() => undefined);
  }

  async sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setJti(claims.sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
  }

  /** The claims of a valid token, or null for a malformed, forged or expired one. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, { algorithms: ['HS256'] });
      // Ids are UUIDs: anything else (even correctly signed) would fail in the database's uuid type.
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (!UUID.test(payload.sub) || !UUID.test(payload.sid)) return null;
      return { userId: payload.sub, sessionId: payload.sid, role: payload.role as Role };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@salon/api/shared/schemas';

export interface TokenClaims {
  userId: string;
  sessionId: string;
  role: Role;
}

/** HS256 session tokens: `sub` the user, `sid` the session row (also the `jti`), `role` for logs. */
export class TokenSigner {
  constructor(private readonly secret: Uint8Array) {}

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sessionId, role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setJti(claims.sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.secret);
  }

  /** The claims of a valid token, or null for a malformed, forged or expired one. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      return { userId: payload.sub, sessionId: payload.sid, role: payload.role as Role };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}

import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../src/modules/auth/tokens';

/*
 * The session tokens are standard HS256 JWTs checked with node:crypto: a token of a standard library
 * (jose) is accepted, ours is accepted by it, and every forged, expired or foreign one is refused.
 */
const secret = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-bytes');
const signer = new TokenSigner(secret);
const claims = { userId: randomUUID(), sessionId: randomUUID(), role: 'salon' as const };
const inAnHour = () => new Date(Date.now() + 3_600_000);

const joseToken = (
  header: { alg: string; [key: string]: unknown },
  payload: Record<string, unknown>,
  key = secret,
) =>
  new SignJWT(payload)
    .setProtectedHeader(header)
    .setSubject(claims.userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);

describe('session tokens', () => {
  it('round-trips the claims', async () => {
    expect(await signer.verify(await signer.sign(claims, inAnHour()))).toEqual(claims);
  });

  it('signs tokens a standard JWT library verifies, with the expiry and the session as jti', async () => {
    const expiresAt = inAnHour();
    const { payload, protectedHeader } = await jwtVerify(await signer.sign(claims, expiresAt), secret, {
      algorithms: ['HS256'],
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({
      sub: claims.userId,
      sid: claims.sessionId,
      jti: claims.sessionId,
      role: 'salon',
      exp: Math.floor(expiresAt.getTime() / 1000),
    });
  });

  it('accepts a token a standard JWT library signed', async () => {
    const token = await joseToken({ alg: 'HS256' }, { sid: claims.sessionId, role: 'salon' });
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('refuses a token whose signature, payload or key differ', async () => {
    const token = await signer.sign(claims, inAnHour());
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const otherPayload = Buffer.from(JSON.stringify({ sub: randomUUID(), sid: claims.sessionId, exp: 9e9 }));
    expect(await signer.verify(`${header}.${payload}.${flipped(signature)}`)).toBeNull();
    expect(await signer.verify(`${header}.${otherPayload.toString('base64url')}.${signature}`)).toBeNull();
    const otherKey = new TokenSigner(new TextEncoder().encode('another-secret-of-thirty-two-bytes!!'));
    expect(await otherKey.verify(token)).toBeNull();
  });

  it('refuses other algorithms, `none` and critical headers', async () => {
    const payload = { sid: claims.sessionId, role: 'salon' };
    expect(await signer.verify(await joseToken({ alg: 'HS512' }, payload))).toBeNull();
    const critical = [{ alg: 'HS256', crit: ['x-must-understand'], 'x-must-understand': 1 }, payload]
      .map((part) =>
        Buffer.from(JSON.stringify({ ...part, sub: claims.userId, exp: 9e9 })).toString('base64url'),
      )
      .join('.');
    const mac = createHmac('sha256', secret).update(critical).digest('base64url');
    expect(await signer.verify(`${critical}.${mac}`)).toBeNull();
    const unsigned = [{ alg: 'none' }, { ...payload, sub: claims.userId, exp: 9e9 }]
      .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
      .join('.');
    expect(await signer.verify(`${unsigned}.`)).toBeNull();
    expect(await signer.verify(unsigned)).toBeNull();
  });

  it('refuses an expired token and one not valid yet', async () => {
    expect(await signer.verify(await signer.sign(claims, new Date(Date.now() - 1000)))).toBeNull();
    const early = await new SignJWT({ sid: claims.sessionId, role: 'salon' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setNotBefore('10m')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await signer.verify(early)).toBeNull();
  });

  it('refuses malformed tokens and ids that are not UUIDs', async () => {
    const token = await signer.sign(claims, inAnHour());
    for (const bad of ['', 'a.b', `${token}.extra`, token.replace('.', '.+'), 'a.b.c', '..']) {
      expect(await signer.verify(bad)).toBeNull();
    }
    const notUuid = await joseToken({ alg: 'HS256' }, { sid: 'not-a-uuid', role: 'salon' });
    expect(await signer.verify(notUuid)).toBeNull();
    const arrayPayload = `${token.split('.')[0]}.${Buffer.from('[1]').toString('base64url')}`;
    expect(await signer.verify(`${arrayPayload}.${token.split('.')[2]}`)).toBeNull();
  });
});

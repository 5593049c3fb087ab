import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * The cancel links of booking e-mails: `{publicUrl}/salon/{slug}/cancel-appointment?token=…`, where the
 * token is base64url(salon id ‖ appointment id) '.' base64url(HMAC-SHA256 of those 32 bytes). Nothing is
 * stored; only the server can make a valid token (its key is derived from the JWT secret, so rotating that
 * secret also ends the old links), and a token names one appointment of one salon. Whether the booking
 * can still be cancelled is decided when the link is used.
 */
export class CancelLinks {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    private readonly publicUrl: string,
  ) {
    this.key = createHmac('sha256', secret).update('salon-platform/cancel-appointment-link/v1').digest();
  }

  token(salonId: string, appointmentId: string): string {
    const payload = Buffer.concat([uuidBytes(salonId), uuidBytes(appointmentId)]);
    return `${payload.toString('base64url')}.${this.sign(payload).toString('base64url')}`;
  }

  url(salonSlug: string, salonId: string, appointmentId: string): string {
    const base = this.publicUrl.replace(/\/+$/, '');
    return `${base}/salon/${encodeURIComponent(salonSlug)}/cancel-appointment?token=${this.token(salonId, appointmentId)}`;
  }

  /** The ids a token names, or null when the server did not sign it. */
  verify(token: string): { salonId: string; appointmentId: string } | null {
    const [payloadText, signatureText, extra] = token.split('.');
    if (!payloadText || !signatureText || extra !== undefined) return null;
    const payload = Buffer.from(payloadText, 'base64url');
    const signature = Buffer.from(signatureText, 'base64url');
    if (payload.length !== 32 || signature.length !== 32) return null;
    // Only the canonical encoding: a token that differs from it in any character is not ours.
    if (payload.toString('base64url') !== payloadText || signature.toString('base64url') !== signatureText) {
      return null;
    }
    if (!timingSafeEqual(signature, this.sign(payload))) return null;
    const salonId = uuidOf(payload.subarray(0, 16));
    const appointmentId = uuidOf(payload.subarray(16));
    return UUID.test(salonId) && UUID.test(appointmentId) ? { salonId, appointmentId } : null;
  }

  private sign(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest();
  }
}

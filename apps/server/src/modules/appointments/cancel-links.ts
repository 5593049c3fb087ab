import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** What a link lets its holder do: each purpose signs with its own key, so no link serves another. */
export type LinkPurpose = 'cancel' | 'reschedule' | 'claim' | 'pay' | 'hold';

/** The key label of each purpose (the cancel one is the original, so links already sent keep working). */
const KEY_LABELS: Record<LinkPurpose, string> = {
  cancel: 'salon-platform/cancel-appointment-link/v1',
  reschedule: 'salon-platform/reschedule-appointment-link/v1',
  claim: 'salon-platform/claim-appointment-link/v1',
  pay: 'salon-platform/pay-appointment-fee-link/v1',
  hold: 'salon-platform/held-booking-payment-link/v1',
};

/** The website page each purpose's link opens. */
const PAGES: Record<LinkPurpose, string> = {
  cancel: 'cancel-appointment',
  reschedule: 'reschedule-appointment',
  claim: 'claim-appointment',
  /** A fee whose off-session charge needs the client's authentication. */
  pay: 'pay-appointment-fee',
  /** A held booking's payment step, reopened on the booking page while the hold lasts. */
  hold: 'book-appointment',
};

/** The query parameter of each page's token (the booking page has its own, beside its other ones). */
const PARAMS: Partial<Record<LinkPurpose, string>> = { hold: 'hold' };

/**
 * The signed links of booking e-mails (cancel, reschedule, and claim: a guest booking made with a
 * customer's e-mail joins that customer's My appointments only through its claim link): `{publicUrl}/salon/{slug}/cancel-appointment?token=…`, where the
 * token is base64url(salon id ‖ appointment id) '.' base64url(HMAC-SHA256 of those 32 bytes). Nothing is
 * stored; only the server can make a valid token (its key is derived from the JWT secret, so rotating that
 * secret also ends the old links), and a token names one appointment of one salon. Whether the booking
 * can still be cancelled is decided when the link is used.
 */
export class CancelLinks {
  private readonly keys: Record<LinkPurpose, Buffer>;

  constructor(
    secret: Uint8Array,
    private readonly publicUrl: string,
  ) {
    const keyOf = (label: string) => createHmac('sha256', secret).update(label).digest();
    this.keys = {
      cancel: keyOf(KEY_LABELS.cancel),
      reschedule: keyOf(KEY_LABELS.reschedule),
      claim: keyOf(KEY_LABELS.claim),
      pay: keyOf(KEY_LABELS.pay),
      hold: keyOf(KEY_LABELS.hold),
    };
  }

  token(salonId: string, appointmentId: string, purpose: LinkPurpose = 'cancel'): string {
    const payload = Buffer.concat([uuidBytes(salonId), uuidBytes(appointmentId)]);
    return `${payload.toString('base64url')}.${this.sign(payload, purpose).toString('base64url')}`;
  }

  /** The cancel link (`purpose` names another page: reschedule or claim). */
  url(salonSlug: string, salonId: string, appointmentId: string, purpose: LinkPurpose = 'cancel'): string {
    const base = this.publicUrl.replace(/\/+$/, '');
    return `${base}/salon/${encodeURIComponent(salonSlug)}/${PAGES[purpose]}?${PARAMS[purpose] ?? 'token'}=${this.token(salonId, appointmentId, purpose)}`;
  }

  /** The ids a token names, or null when the server did not sign it for `purpose`. */
  verify(token: string, purpose: LinkPurpose = 'cancel'): { salonId: string; appointmentId: string } | null {
    const [payloadText, signatureText, extra] = token.split('.');
    if (!payloadText || !signatureText || extra !== undefined) return null;
    const payload = Buffer.from(payloadText, 'base64url');
    const signature = Buffer.from(signatureText, 'base64url');
    if (payload.length !== 32 || signature.length !== 32) return null;
    // Only the canonical encoding: a token that differs from it in any character is not ours.
    if (payload.toString('base64url') !== payloadText || signature.toString('base64url') !== signatureText) {
      return null;
    }
    if (!timingSafeEqual(signature, this.sign(payload, purpose))) return null;
    const salonId = uuidOf(payload.subarray(0, 16));
    const appointmentId = uuidOf(payload.subarray(16));
    return UUID.test(salonId) && UUID.test(appointmentId) ? { salonId, appointmentId } : null;
  }

  private sign(payload: Buffer, purpose: LinkPurpose): Buffer {
    return createHmac('sha256', this.keys[purpose]).update(payload).digest();
  }
}

/** The cancel-link calls, per client IP: plenty for a person, a wall for a script. */
export const CANCEL_LINK_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

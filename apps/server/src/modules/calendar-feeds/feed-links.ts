import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_BASE } from '@salon/api/contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Calendar subscription addresses: `{publicUrl}/api/v1/calendar-feed/{feedId}.{signature}.ics`, the
 * signature being base64url(HMAC-SHA256 of the feed's id) under a key derived from the JWT secret. Only
 * the server can make one; whether it still works is the feed row's (a revoked row answers 404).
 */
export class FeedLinks {
  private readonly key: Buffer;

  constructor(
    secret: Uint8Array,
    private readonly publicUrl: string,
  ) {
    this.key = createHmac('sha256', secret).update('salon-platform/calendar-feed/v1').digest();
  }

  url(feedId: string): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${API_BASE}/calendar-feed/${this.file(feedId)}`;
  }

  file(feedId: string): string {
    return `${feedId}.${this.sign(feedId).toString('base64url')}.ics`;
  }

  /** The feed id an address's file names, or null when the server did not sign it. */
  verify(file: string): string | null {
    const [feedId, signature, extension, extra] = file.split('.');
    if (!feedId || !signature || extension !== 'ics' || extra !== undefined || !UUID.test(feedId))
      return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = this.sign(feedId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? feedId : null;
  }

  private sign(feedId: string): Buffer {
    return createHmac('sha256', this.key).update(feedId).digest();
  }
}

/**
 * A fresh idempotency key (a random version-4 UUID) for one write the user means once. Built from
 * `crypto.getRandomValues`, which every browser has on any page: `crypto.randomUUID` exists only in a
 * secure context, so a site opened at a plain-HTTP address other than localhost (a phone on the demo's
 * Wi-Fi address) would have no key and no page.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The held booking of this tab, so that a reload returns to its payment: only the salon and the
 * submit's key (the server answers the rest), never a card or a password; per salon, for the session.
 */
export interface StoredHold {
  salon: string;
  idempotencyKey: string;
}

const storageKey = (salonId: string) => `salon-booking-hold:${salonId}`;

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a privacy mode): the page works without the way back.
    return null;
  }
};

export function keepHold(hold: StoredHold): void {
  try {
    storage()?.setItem(storageKey(hold.salon), JSON.stringify(hold));
  } catch {
    // Full or refused: nothing to keep.
  }
}

export function storedHold(salonId: string): StoredHold | null {
  const text = storage()?.getItem(storageKey(salonId));
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<StoredHold>;
    return typeof value.salon === 'string' && typeof value.idempotencyKey === 'string'
      ? { salon: value.salon, idempotencyKey: value.idempotencyKey }
      : null;
  } catch {
    return null;
  }
}

export function forgetHold(salonId: string): void {
  storage()?.removeItem(storageKey(salonId));
}

import type { UserInfo } from '@salon/api/auth/schemas';

/** Local storage key of the signed-in user's info, as the old product used it. */
export const USER_INFO_KEY = 'userInfo';

/** The public site's customer session, kept apart from the dashboard's on the shared origin. */
export const CUSTOMER_INFO_KEY = 'customerInfo';

export interface SessionStore {
  get(): UserInfo | null;
  set(userInfo: UserInfo | null): void;
  subscribe(listener: () => void): () => void;
}

/**
 * Keeps `userInfo` in memory and, when given a storage, mirrors it there so a reload stays signed in.
 * Stories pass no storage: each gets its own isolated session.
 */
export function createSessionStore(
  storage?: Storage,
  initial: UserInfo | null = null,
  key: string = USER_INFO_KEY,
): SessionStore {
  let current = initial ?? read(storage, key);
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(userInfo) {
      current = userInfo;
      if (storage) {
        if (userInfo) storage.setItem(key, JSON.stringify(userInfo));
        else storage.removeItem(key);
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function read(storage: Storage | undefined, key: string): UserInfo | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as UserInfo) : null;
  } catch {
    return null;
  }
}

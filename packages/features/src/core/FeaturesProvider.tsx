import { createApiClient, type ApiClient } from '@salon/api/client';
import type { UserInfo } from '@salon/api/auth/schemas';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { SessionStore } from './session-store';

interface FeaturesContextValue {
  api: ApiClient;
  session: SessionStore;
}

const FeaturesContext = createContext<FeaturesContextValue | null>(null);

export interface FeaturesProviderProps {
  session: SessionStore;
  /** Defaults to the same-origin `/api/v1` client sending the session's token. */
  api?: ApiClient;
  /** A fresh SWR cache per mount (stories); apps keep SWR's default cache. */
  isolatedCache?: boolean;
  children: ReactNode;
}

/** Gives every container the API client, the session and SWR's configuration. */
export function FeaturesProvider({ session, api, isolatedCache = false, children }: FeaturesProviderProps) {
  const value = useMemo<FeaturesContextValue>(
    () => ({ session, api: api ?? createApiClient({ getToken: () => session.get()?.token }) }),
    [session, api],
  );
  const swr = useMemo(
    () => ({
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      ...(isolatedCache ? { provider: () => new Map() } : {}),
    }),
    [isolatedCache],
  );
  return (
    <FeaturesContext.Provider value={value}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </FeaturesContext.Provider>
  );
}

function useFeatures(): FeaturesContextValue {
  const value = useContext(FeaturesContext);
  if (!value) throw new Error('FeaturesProvider is missing above this component');
  return value;
}

export function useApi(): ApiClient {
  return useFeatures().api;
}

export function useSessionStore(): SessionStore {
  return useFeatures().session;
}

/** The signed-in user's info, re-rendering when it changes; null when signed out. */
export function useUserInfo(): UserInfo | null {
  const session = useSessionStore();
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

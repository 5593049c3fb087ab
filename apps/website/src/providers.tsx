import type { ApiClient } from '@salon/api/client';
import { FeaturesProvider, type SessionStore } from '@salon/features/core';
import { UiProvider } from '@salon/ui/theme';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Toasts come after a page's first paint: their code stays out of the first load. */
const Toaster = lazy(() => import('@salon/ui/primitives/Toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toasts, from the first commit on: not in the server's HTML, so not in the hydrated first render,
 * and its own state, so mounting it re-renders nothing else.
 */
function LateToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

interface ProvidersProps {
  session: SessionStore;
  /** SWR's fallback: the data the server wrote into the page (or rendered it with). */
  fallback: Record<string, unknown>;
  /** The server render's client (it answers from the server itself); the browser's by default. */
  api?: ApiClient;
  /** The router with the routes (BrowserRouter in the browser, StaticRouter on the server). */
  children: ReactNode;
}

/** What every page of the public site draws inside, in the browser and in the server's render alike. */
export function Providers({ session, fallback, api, children }: ProvidersProps) {
  const swr = useMemo(() => ({ fallback }), [fallback]);
  return (
    <UiProvider>
      <FeaturesProvider session={session} api={api}>
        <SWRConfig value={swr}>{children}</SWRConfig>
        <LateToaster />
      </FeaturesProvider>
    </UiProvider>
  );
}

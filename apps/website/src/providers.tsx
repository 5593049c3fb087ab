import {
  createSessionStore,
  CUSTOMER_INFO_KEY,
  embeddedWebsiteFallback,
  FeaturesProvider,
} from '@salon/features/core';
import { UiProvider } from '@salon/ui/theme';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** The public site keeps its customer's session apart from the dashboard's. */
const session = createSessionStore(window.localStorage, null, CUSTOMER_INFO_KEY);

/** The salon's website info the server wrote into this page: the first render needs no round trip. */
const swr = { fallback: embeddedWebsiteFallback(document, window.location.pathname) };

/** Toasts come after a page's first paint: their code stays out of the first load. */
const Toaster = lazy(() => import('@salon/ui/primitives/Toaster').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <FeaturesProvider session={session}>
        <SWRConfig value={swr}>
          <BrowserRouter>{children}</BrowserRouter>
        </SWRConfig>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </FeaturesProvider>
    </UiProvider>
  );
}

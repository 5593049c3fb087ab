import { createSessionStore, CUSTOMER_INFO_KEY, FeaturesProvider } from '@salon/features/core';
import { UiProvider } from '@salon/ui/theme';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/** The public site keeps its customer's session apart from the dashboard's. */
const session = createSessionStore(window.localStorage, null, CUSTOMER_INFO_KEY);

/** Toasts come after a page's first paint: their code stays out of the first load. */
const Toaster = lazy(() => import('@salon/ui/primitives/Toaster').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <FeaturesProvider session={session}>
        <BrowserRouter>{children}</BrowserRouter>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </FeaturesProvider>
    </UiProvider>
  );
}

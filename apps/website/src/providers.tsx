import { createSessionStore, CUSTOMER_INFO_KEY, FeaturesProvider } from '@salon/features/core';
import { Toaster } from '@salon/ui/primitives/Toaster';
import { UiProvider } from '@salon/ui/theme';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/** The public site keeps its customer's session apart from the dashboard's. */
const session = createSessionStore(window.localStorage, null, CUSTOMER_INFO_KEY);

export function Providers({ children }: { children: ReactNode }) {
  return (
    <UiProvider>
      <FeaturesProvider session={session}>
        <BrowserRouter>{children}</BrowserRouter>
        <Toaster />
      </FeaturesProvider>
    </UiProvider>
  );
}

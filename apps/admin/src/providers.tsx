import { createSessionStore, FeaturesProvider } from '@salon/features/core';
import { Toaster } from '@salon/ui/primitives/Toaster';
import { UiProvider } from '@salon/ui/theme';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/** The session survives reloads in local storage under `userInfo`, as the old product kept it. */
const session = createSessionStore(window.localStorage);

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

import { createSessionStore, FeaturesProvider } from '@salon/features/core';
import { Toaster } from '@salon/ui/primitives/Toaster';
import { UiProvider } from '@salon/ui/theme';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';

/** The wizard signs nobody in; the session store only satisfies the providers. */
const session = createSessionStore();

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

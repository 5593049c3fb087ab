import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPageOf } from './pages';
import { Providers } from './providers';
import { AppRoutes } from './routes';

preloadPageOf(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRoutes />
    </Providers>
  </StrictMode>,
);

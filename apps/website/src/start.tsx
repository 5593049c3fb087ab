// The site's app, started by main.tsx.
import { createSessionStore, CUSTOMER_INFO_KEY, embeddedWebsiteFallback } from '@salon/features/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preloadPageOf } from './pages';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import { SERVER_RENDERED_ATTRIBUTE } from './server-rendered';

const { pathname } = window.location;
const root = document.getElementById('root')!;
const loading = preloadPageOf(pathname);

const app = (
  <StrictMode>
    {/* The public site keeps its customer's session apart from the dashboard's. */}
    <Providers
      session={createSessionStore(window.localStorage, null, CUSTOMER_INFO_KEY)}
      fallback={embeddedWebsiteFallback(document, pathname)}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A page the server rendered (entry-server.tsx) is hydrated once its page has loaded; any other page is
// drawn here.
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  void loading.then(() => {
    hydrateRoot(root, app);
    root.removeAttribute('inert');
  });
} else createRoot(root).render(app);

// The site's app, started by main.tsx.
import {
  createSessionStore,
  CUSTOMER_INFO_KEY,
  embeddedWebsiteFallback,
  embeddedWebsiteSalon,
} from '@salon/features/core';
import { CART_KEY } from '@salon/features/shop/cart';
import { hydrateInTurns } from '@salon/ui/primitives/HydrateApart';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { preloadPageOf } from './pages';
import { Providers } from './providers';
import { AppRoutes } from './routes';
import { SERVER_RENDERED_ATTRIBUTE } from './server-rendered';
import { nextTask, warmIntl } from './warm-intl';

const { pathname } = window.location;
const root = document.getElementById('root')!;
const loading = preloadPageOf(pathname);
/** The public site keeps its customer's session apart from the dashboard's. */
const session = createSessionStore(window.localStorage, null, CUSTOMER_INFO_KEY);

const app = (
  <StrictMode>
    <Providers session={session} fallback={embeddedWebsiteFallback(document, pathname)}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

// A page the server rendered (entry-server.tsx) is hydrated once its page has loaded; any other page is
// drawn here. The server draws a visitor signed out with no cart: for a signed-in customer or a cart the
// first render differs (the header's name and count), and Preact's hydration would keep the server's
// attributes, so that page is drawn anew over the server's (in the same task: nothing flashes).
if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
  const asServerDrew = session.get() === null && window.localStorage.getItem(CART_KEY) === null;
  void loading.then(async () => {
    await nextTask();
    warmIntl(embeddedWebsiteSalon(document));
    await nextTask();
    if (asServerDrew) {
      // The frame, then the page and its parts, each in a task of its own (HydrateApart).
      await hydrateInTurns(() => hydrateRoot(root, app));
    } else createRoot(root).render(app);
    root.removeAttribute('inert');
  });
} else {
  createRoot(root).render(app);
}

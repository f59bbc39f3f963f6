import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { StorefrontRoutes } from './app/storefront-routes';
import { createQueryClient } from './lib/query-client';

// The storefront app, built on Preact (decision 008), started by entry-client.ts. The back office has its own entry,
// admin-main.tsx, on React; the server sends admin.html for /admin pages.

/** Where the server puts the query cache of a page it rendered (see entry-server.tsx). */
const STATE_ELEMENT_ID = '__haat_state';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const state = document.getElementById(STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <StorefrontRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// A page the server rendered (`/`) is hydrated; the others (order success, not found) are rendered here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

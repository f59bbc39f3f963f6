import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import './index.css';

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
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// A page the server rendered (the storefront) is hydrated; the others are rendered here.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);

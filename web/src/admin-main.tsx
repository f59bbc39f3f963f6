import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import './admin.css';

// The back office's entry (admin.html, which the server sends for /admin pages): React, client-rendered,
// every admin page a lazy chunk. The storefront has its own lighter entry, main.tsx (decision 008).

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()} toaster="eager">
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';
import './admin.css';

// The back office's entry (admin.html, which the server sends for /admin pages): React, client-rendered,
// every admin page a lazy chunk. The storefront has its own lighter entry, main.tsx (decision 008).

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');

// A data router, for one thing: useBlocker, the question before unsaved edits are left (decision
// 017). Its one route hands every URL to the same <Routes> the rest of the app uses.
const router = createBrowserRouter([{ path: '*', element: <AppRoutes /> }]);

createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()} toaster="eager">
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

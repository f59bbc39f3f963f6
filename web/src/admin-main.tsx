import { paths } from '@haat/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { appRoutes } from '@/app/router';
import { ordersQueryOptions } from '@/features/orders-admin/api/get-orders';
import { parseOrderFilters } from '@/features/orders-admin/order-filters';
import { startSessionCheck } from '@/lib/early-session-check';
import { prefetchToasts } from '@/lib/notify';
import { takeRootOffPageBehindShell } from '@/lib/page-shell';
import { createQueryClient } from '@/lib/query-client';
import { readUsableToken } from '@/lib/token-storage';
import './admin.css';

// The back office's entry (admin.html, which the server sends for /admin pages): React, client-rendered,
// every admin page a lazy chunk. The storefront has its own lighter entry, main.tsx (decision 008).

const root = document.getElementById('root');
if (!root) throw new Error('admin.html has no #root element');
// On the orders screen the server's first picture stands in until the app has drawn (decision 041).
takeRootOffPageBehindShell(root);

const queryClient = createQueryClient();

// The session check and, on the orders screen (where a phone most often opens the back office), its
// list are asked for now, while the page's code is still downloading: each used to wait for the
// code before it (decision 041: the list's largest paint within 1.5 s on a phone). A token the server
// refuses ends the session either way, as it would have on the page. They go out in the task after
// the modules' evaluation (reading the token, building and sending two requests took a third of it),
// and before the router and the first drawing, each in a task of its own below.
setTimeout(() => {
  startSessionCheck();
  if (window.location.pathname === paths.adminOrders && readUsableToken()) {
    void queryClient.prefetchQuery(
      ordersQueryOptions(parseOrderFilters(new URLSearchParams(window.location.search))),
    );
  }
});

// The router and the first drawing in a task of their own: the modules' evaluation and the first
// render were one long task on a phone (the orders screen's blocking time). A data router (decision
// 046): its blocker stops the browser's Back too, and its lazy routes keep a page on the screen
// until the next one's code has arrived.
setTimeout(() => {
  const router = createBrowserRouter(appRoutes);
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});

// The toasts' library once the page has loaded and the browser is idle: not in the screen's first
// load, and there before the first message (lib/notify.ts).
// On the orders screen this module runs after the page's load (its scripts come after the picture).
const prefetchWhenIdle = () => {
  if ('requestIdleCallback' in window) requestIdleCallback(prefetchToasts, { timeout: 5000 });
  else setTimeout(prefetchToasts, 2000);
};
if (document.readyState === 'complete') prefetchWhenIdle();
else window.addEventListener('load', prefetchWhenIdle, { once: true });

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from '@/lib/notify';

const AppToaster = lazy(() => import('@/components/ui/toaster'));

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
};

/**
 * Mounts the Toaster once a toast is asked for (`notify`, lib/notify.ts), in both apps: nothing during
 * server rendering or hydration, and nothing on the orders screen's first load (a long task on a phone).
 */
function LazyToaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

/**
 * Everything every page needs around it. The query client comes from outside: one per tab in the
 * browser, one per request when the server renders.
 */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}

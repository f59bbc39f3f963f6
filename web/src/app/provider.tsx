import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from '@/lib/notify';

const AppToaster = lazy(() => import('@/components/ui/toaster'));

type AppProviderProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * `lazy` (the storefront): the Toaster and react-hot-toast load with the first `notify` call.
   * `eager` (the back office): mounted from the start, for code that calls react-hot-toast itself.
   */
  toaster?: 'lazy' | 'eager';
};

/** Mounts the Toaster once a toast is asked for; nothing during server rendering or hydration. */
function LazyToaster({ eager }: { eager: boolean }) {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested, () => false);
  if (!eager && !requested) return null;
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
export function AppProvider({ queryClient, children, toaster = 'lazy' }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster eager={toaster === 'eager'} />
    </QueryClientProvider>
  );
}

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';

type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/**
 * Everything every page needs around it. The query client comes from outside: one per tab in the
 * browser, one per request when the server renders.
 */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* Spec section 9: errors 4 s, successes 2 s (react-hot-toast keeps at most 20 by itself). */}
      <Toaster
        position="top-center"
        toastOptions={{
          error: { duration: 4000 },
          success: { duration: 2000 },
          style: { fontFamily: 'inherit' },
        }}
      />
    </QueryClientProvider>
  );
}

import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { TestRouter } from './router';

/**
 * Renders `ui` at `path` as an app's entry does: the real query client and providers (toasts
 * included) inside the router, and a user who types and taps through Testing Library's user-event.
 */
export function renderApp(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  // No pause between the keys and taps of one action: the tests wait for what the page shows instead.
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <TestRouter>{ui}</TestRouter>
    </AppProvider>,
  );
  return { ...view, user, queryClient };
}

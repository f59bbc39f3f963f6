import { paths, routePatterns } from '@haat/contract';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/messages';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { appRoutes } from './router';
import { StorefrontRoutes, storefrontRoutes } from './storefront-routes';

// Renders on Node, where there is no window, document or localStorage: a component touching them
// during render throws here, which is what server rendering of `/` needs to be sure of. The customer's
// pages render as the server renders them (StorefrontRoutes, entry-server.tsx).
function render(url: string): string {
  return renderToString(
    <AppProvider queryClient={createQueryClient()}>
      <StaticRouter location={url}>
        <StorefrontRoutes />
      </StaticRouter>
    </AppProvider>,
  );
}

/** An address of `pattern`, each parameter filled in. */
const addressOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, 'AbCdEfGhIjKlMnOp');

describe('the storefront’s pages', () => {
  it('renders the landing page without touching browser globals', () => {
    const html = render(paths.home);
    expect(html).toContain('id="products"');
    expect(html).toContain('id="order"');
    expect(html).toContain(messages.products.heading);
    expect(html).toContain(messages.header.order);
    expect(html).toContain(messages.hero.orderHere);
    expect(html).toContain('href="#order"');
  });

  it('shows the not-found page with a link home for an unknown URL', () => {
    const html = render('/no-such-page');
    expect(html).toContain(messages.notFound.title);
    expect(html).toContain('href="/"');
  });

  it('renders the order success page as loading: the order is fetched in the browser', () => {
    const html = render(paths.orderSuccess('AbCdEfGhIjKlMnOp'));
    expect(html).toContain('role="status"');
    expect(html).toContain(messages.common.loading);
    expect(html).not.toContain(messages.notFound.title);
  });
});

describe('every page of the contract', () => {
  const storefront = createRoutesFromElements(storefrontRoutes);
  const opened = (routes: Parameters<typeof matchRoutes>[0], address: string) =>
    matchRoutes(routes, address)?.at(-1)?.route.path;

  it.each(Object.entries(routePatterns).filter(([name]) => !name.startsWith('admin')))(
    'opens %s at its own storefront route, and behind the back office’s *',
    (_name, pattern) => {
      expect(opened(storefront, addressOf(pattern))).toBe(pattern);
      expect(opened(appRoutes, addressOf(pattern))).toBe('*');
    },
  );

  it('gives every other address to the storefront’s not-found page', () => {
    expect(opened(storefront, '/admin-no/such-page')).toBe('*');
    expect(opened(appRoutes, '/no/such/page')).toBe('*');
  });

  // Each address opened in the back office's router as the browser opens it: the route's lazy code
  // is loaded (a module that touched a browser global while loading would fail here) and the route
  // drawn is the pattern's own, not a less specific one (`/admin/order/print/:id` over
  // `/admin/order/:id`, every page over the storefront's `*`).
  it.each(Object.entries(routePatterns).filter(([name]) => name.startsWith('admin')))(
    'opens %s at its own route in the back office, its code loaded',
    async (_name, pattern) => {
      const router = createMemoryRouter(appRoutes, { initialEntries: [addressOf(pattern)] });
      if (!router.state.initialized) {
        await new Promise<void>((resolve) => {
          const stop = router.subscribe((state) => {
            if (!state.initialized) return;
            stop();
            resolve();
          });
        });
      }
      const { matches, errors } = router.state;
      expect(errors).toBeNull();
      expect(matches.at(-1)?.route.path).toBe(pattern);
      for (const match of matches) expect(match.route.element).toBeTruthy();
      router.dispose();
    },
  );
});

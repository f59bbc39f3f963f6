import { paths, routePatterns } from '@haat/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/messages';
import { createQueryClient } from '@/lib/query-client';
import { StaticRouter } from '@/lib/router';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { StorefrontRoutes } from './storefront-routes';

// Renders on Node, where there is no window, document or localStorage: a component touching them
// during render throws here, which is what server rendering of `/` needs to be sure of. The customer's
// pages render as the server renders them (StorefrontRoutes, entry-server.tsx); the back office's app
// loads them lazily, only when one of its links leads there.
function render(url: string): string {
  return renderToString(
    <AppProvider queryClient={createQueryClient()}>
      <StaticRouter location={url}>
        {url.startsWith('/admin') ? <AppRoutes /> : <StorefrontRoutes />}
      </StaticRouter>
    </AppProvider>,
  );
}

describe('AppRoutes', () => {
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

  it.each(Object.entries(routePatterns).filter(([name]) => name.startsWith('admin')))(
    'loads the back office on demand for %s',
    (_name, pattern) => {
      const html = render(pattern.replace(/:[A-Za-z]+/g, 'AbCdEfGhIjKlMnOp'));
      // The lazy chunk is not loaded during a synchronous render: the full-page spinner shows.
      expect(html).toContain(messages.common.loading);
      expect(html).not.toContain(messages.notFound.title);
    },
  );
});

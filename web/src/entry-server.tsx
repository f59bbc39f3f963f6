import type { Order, OrderFormState, RenderedPage, StorefrontData, StorefrontRenderer } from '@haat/contract';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AdminShell } from '@/app/layouts/admin-layout';
import { PublicLayout } from '@/app/layouts/public-layout';
import { AppProvider } from '@/app/provider';
import OrdersRoute from '@/app/routes/admin/orders';
import { StorefrontRoutes } from '@/app/storefront-routes';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { bannerQueryOptions } from '@/features/content/api/get-banner';
import { businessInfoQueryOptions } from '@/features/content/api/get-business-info';
import { faqSectionQueryOptions } from '@/features/content/api/get-faq-section';
import { faqsQueryOptions } from '@/features/content/api/get-faqs';
import { faviconQueryOptions } from '@/features/content/api/get-favicon';
import { featureSectionQueryOptions } from '@/features/content/api/get-feature-section';
import { featuresQueryOptions } from '@/features/content/api/get-features';
import { logoQueryOptions } from '@/features/content/api/get-logo';
import { seoQueryOptions } from '@/features/content/api/get-seo';
import { OrderReceived } from '@/features/orders/components/order-received';
import { ServerOrderForm, StaticOrderForm } from '@/features/orders/components/static-order-form';
import { OrderFormStateContext } from '@/features/orders/form-state';
import { ServerFormMarkup } from '@/features/orders/server-form';
import { canonicalOrderSearch } from '@/features/orders-admin/order-filters';
import { settingsQueryOptions } from '@/features/settings/api/get-settings';
import { imageSizes, responsiveImage } from '@/lib/images';
import { createQueryClient } from '@/lib/query-client';
import { shopFont } from '@/lib/shop-font';

/**
 * The shop's Bengali face and its built file, which the server cuts to the glyphs of each page it
 * renders for that page's first paint (decision 014).
 */
export const storefrontFont: StorefrontRenderer['storefrontFont'] = {
  family: shopFont.family,
  url: shopFont.url,
};

/** Fills a query client as if every storefront query had already been answered. */
function prefilledQueryClient(data: StorefrontData): QueryClient {
  const queryClient = createQueryClient();
  const put = <T,>(options: { queryKey: readonly unknown[] }, value: T) =>
    queryClient.setQueryData(options.queryKey, value);
  // Lists whose first item is the shop's are stored the way their fetchers store them.
  put(businessInfoQueryOptions(), data.business[0] ?? null);
  put(logoQueryOptions(), data.logos[0] ?? null);
  put(settingsQueryOptions(), data.settings[0] ?? null);
  put(faviconQueryOptions(), data.favicon);
  put(seoQueryOptions(), data.seo);
  put(bannerQueryOptions(), data.banner);
  put(featuresQueryOptions(), data.features);
  put(featureSectionQueryOptions(), data.featureSection);
  put(faqsQueryOptions(), data.faqs);
  put(faqSectionQueryOptions(), data.faqSection);
  put(productsQueryOptions(), data.products);
  return queryClient;
}

/**
 * Renders a storefront page on the server from the same components the browser runs (decision 004),
 * with React's own server renderer (decision 045). The browser then hydrates it with `state`.
 */
export function renderPage(
  url: string,
  data: StorefrontData,
  extra: { form?: OrderFormState; order?: Order } = {},
): RenderedPage & { state: DehydratedState } {
  const queryClient = prefilledQueryClient(data);
  const { form, order } = extra;
  // The server's order form and the success page of an order it placed, drawn here (decision 069).
  const contacts = { phone: data.settings[0]?.phone, whatsapp: data.business[0]?.whatsapp };
  // The landing page's order box holds the server's form as markup the browser never hydrates
  // (decision 070): drawn apart, its ids under a prefix of their own so as not to meet the page's.
  const serverForm =
    order || form
      ? null
      : renderToStaticMarkup(<ServerOrderForm products={data.products} />, { identifierPrefix: 'form-' });
  const html = renderToString(
    <StrictMode>
      <ServerFormMarkup value={serverForm}>
        <AppProvider queryClient={queryClient}>
          <OrderFormStateContext value={form ?? null}>
            <StaticRouter location={url}>
              {order || form ? (
                <Routes>
                  <Route element={<PublicLayout />}>
                    <Route
                      path="*"
                      element={
                        order ? (
                          <OrderReceived order={order} contacts={contacts} />
                        ) : (
                          <StaticOrderForm products={data.products} contacts={contacts} />
                        )
                      }
                    />
                  </Route>
                </Routes>
              ) : (
                <StorefrontRoutes />
              )}
            </StaticRouter>
          </OrderFormStateContext>
        </AppProvider>
      </ServerFormMarkup>
    </StrictMode>,
  );
  const state = dehydrate(queryClient);
  queryClient.clear();
  const firstSlide = data.banner?.galleries[0];
  const heroImage = firstSlide ? responsiveImage('banner', firstSlide.url, imageSizes.hero) : null;
  return { html, state, heroImage };
}

/**
 * The orders screen's first picture (decision 041): `url` (an /admin/orders address, its filters
 * included) drawn in the back office's frame with the list still loading, from the components the
 * app draws it with, and no session: no menu, no account, no order. The server sends it inert in
 * admin.html's `#admin-shell`; the app takes its place once it has drawn the same screen.
 */
export function renderAdminShell(url: string): string {
  const queryClient = createQueryClient();
  const html = renderToString(
    <AppProvider queryClient={queryClient}>
      <StaticRouter location={url}>
        <AdminShell>
          <OrdersRoute />
        </AdminShell>
      </StaticRouter>
    </AppProvider>,
  );
  queryClient.clear();
  return html;
}

/**
 * `url` as the orders screen reads it: its filters, parsed and written back in one order, defaults
 * and unknown parameters left out (`?limit=50&status=pending` and `?status=pending&limit=50&x=1`
 * draw the same picture). The server keys its renders by this address.
 */
export function adminShellAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://shop.invalid');
  const query = canonicalOrderSearch(searchParams);
  return query ? `${pathname}?${query}` : pathname;
}

// The server loads this module as a StorefrontRenderer: the compiler checks that the two agree.
renderPage satisfies StorefrontRenderer['renderPage'];
renderAdminShell satisfies NonNullable<StorefrontRenderer['renderAdminShell']>;
adminShellAddress satisfies NonNullable<StorefrontRenderer['adminShellAddress']>;

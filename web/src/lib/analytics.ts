/**
 * The tag-manager data layer. Only call these from effects or event handlers: during server
 * rendering there is no window.
 */
type DataLayerEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(event);
}

/** Spec section 2: every page view pushes `page_view` with the current path. */
export const trackPageView = (path: string): void => pushDataLayer({ event: 'page_view', page_path: path });

let tagManagerStarted = false;

/**
 * Starts Google Tag Manager once (spec section 4: only when the SEO settings hold a container id).
 * The script loads async, after the page has rendered, so it never delays the first paint.
 */
export function startTagManager(containerId: string): void {
  if (tagManagerStarted || typeof document === 'undefined') return;
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) return;
  tagManagerStarted = true;
  pushDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.appendChild(script);
}

import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { StorefrontRoutes } from './app/storefront-routes';
import storefrontStyles from './index.css?inline';
import { createQueryClient } from './lib/query-client';
import { shopFont } from './lib/shop-font';

// The storefront app, built on Preact (decision 008), started by entry-client.ts. The back office has its own entry,
// admin-main.tsx, on React; the server sends admin.html for /admin pages.

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * The page came with the styles of what the server drew (landing.css); what the app shows besides
 * (the order form, the dialogs, the other pages) is in the storefront's full stylesheet, added here
 * (decision 014). Inside this script rather than a file, so that nothing is fetched as a stylesheet
 * once the page is up.
 */
function addFullStylesheet() {
  const styles = document.createElement('style');
  styles.textContent = storefrontStyles;
  document.head.append(styles);
}

/**
 * The shop's whole Bengali face, added once it has loaded: declared after the server's cut of it
 * (the landing page's first paint, decision 014), it takes over every Bengali character, text typed
 * into the order form included, and draws the page's own words with the very same glyphs. Added
 * loaded, the page is laid out again once; declared before, it would be laid out twice.
 */
function addShopFont() {
  const face = new FontFace(shopFont.family, `url(${shopFont.url}) format("woff2")`, {
    unicodeRange: shopFont.unicodeRange,
    display: 'swap',
  });
  face.load().then(
    () => document.fonts.add(face),
    () => undefined,
  );
}

/**
 * The query cache of a page the server rendered (entry-server.tsx), from the file the root element
 * names (decision 014; the page's entry has already asked for it). Null for pages the server did not
 * render, and when the file is gone (the content changed and the server restarted or rendered the
 * page several times since) or does not come.
 */
async function serverState(address: string | undefined): Promise<DehydratedState | null> {
  if (!address) return null;
  try {
    const response = await fetch(address);
    return response.ok ? ((await response.json()) as DehydratedState) : null;
  } catch {
    return null;
  }
}

/** The page's buttons answer now: entry-client.ts taps again the one tapped before (if any). */
function announceStarted() {
  window.dispatchEvent(new Event('haat:app-started'));
}

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <StorefrontRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

// Not a top-level await: the chunks the app loads later share modules with this one, and a module
// that awaits at its top would make the build split those out into files of their own.
serverState(root.dataset.state).then((state) => {
  if (state) hydrate(queryClient, state);
  // A page the server rendered (`/`) is hydrated; the others (order success, not found) are rendered
  // here, and so is `/` in the rare case that its data did not come: drawn afresh from the API.
  if (state && root.hasChildNodes()) {
    hydrateRoot(root, app);
    announceStarted();
    // In a task of its own: restyling the whole page is not added to hydration's long task, and
    // nothing that needs these styles (the order form, a dialog) can appear before it runs.
    setTimeout(() => {
      addFullStylesheet();
      addShopFont();
    });
  } else {
    addFullStylesheet();
    addShopFont();
    root.replaceChildren();
    createRoot(root).render(app);
    announceStarted();
  }
});

import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { StorefrontRoutes } from '@/app/storefront-routes';
import { createQueryClient } from '@/lib/query-client';
import { shopFont } from '@/lib/shop-font';
import storefrontStyles from './index.css?inline';

// The storefront app, started by entry-client.ts (React 19, decision 045). The back office has its
// own entry, admin-main.tsx; the server sends admin.html for /admin pages.

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

/** Calls `onDrawn` once the page has been drawn (hydrated or rendered) and committed. Draws nothing. */
function Drawn({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

const queryClient = createQueryClient();
const app = (onDrawn: () => void) => (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <StorefrontRoutes />
      </BrowserRouter>
    </AppProvider>
    <Drawn onDrawn={onDrawn} />
  </StrictMode>
);

/** `run`, the first time only (a development build's StrictMode runs effects twice). */
const once = (run: () => void) => {
  let done = false;
  return () => {
    if (!done) run();
    done = true;
  };
};

// Not a top-level await: the chunks the app loads later share modules with this one, and a module
// that awaits at its top would make the build split those out into files of their own.
serverState(root.dataset.state).then((state) => {
  if (state) hydrate(queryClient, state);
  // A page the server rendered (`/`) is hydrated; the others (order success, not found) are rendered
  // here, and so is `/` in the rare case that its data did not come: drawn afresh from the API.
  if (state && root.hasChildNodes()) {
    // As a transition, React hydrates in slices of a few milliseconds, yielding to the browser
    // between them; a plain hydrateRoot does the whole page in one task, which a phone four times
    // slower turns into blocking time (decision 045).
    const hydrated = once(() => {
      announceStarted();
      // In a task of its own once hydration is done: restyling the whole page is not added to
      // hydration's tasks, and nothing that needs these styles (the order form, a dialog) can
      // appear before it runs.
      setTimeout(() => {
        addFullStylesheet();
        addShopFont();
      });
    });
    startTransition(() => {
      hydrateRoot(root, app(hydrated));
    });
  } else {
    addFullStylesheet();
    addShopFont();
    root.replaceChildren();
    createRoot(root).render(app(once(announceStarted)));
  }
});

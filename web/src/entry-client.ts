import { whenFirstImageShown } from '@/lib/first-image-shown';
import './landing.css';

/** The built app's address (`main.tsx` as its own chunk), written in by the build (vite.config.ts). */
declare const __STOREFRONT_APP__: string;

// `/` is laid out but hidden until the face the server cut to its text has loaded (`data-font`,
// decision 014), so that no text is drawn in another face and nothing moves when the face arrives.
// The page's style shows it after 3 s whatever happens.
const root = document.getElementById('root');
const family = root?.dataset.font;
if (root && family) {
  const show = () => root.removeAttribute('data-font');
  // The page's faces of that family (the server's cut); loading one by hand costs nothing more than
  // the preload already under way, where asking by text would walk the whole page's text.
  const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === family);
  Promise.all(faces.map((face) => face.load())).then(show, show);
}

// On a slow phone the page is up seconds before its code, and the product cards' buttons ("Add to
// Cart", "See More") answer nothing until the app has started. The last one tapped meanwhile is
// tapped again once it has, when main.tsx says so (`haat:app-started`). Only the last: a visitor who
// tapped "Add to Cart" three times because nothing happened wants one. A button is known by its
// words, which name the product ("Add to Cart: মধু"), so one the app drew differently (the product
// is in the cart already) is not found. Kept this small: it travels in the page's first round trip.
let tapped: string | null | undefined;
addEventListener(
  'click',
  (event) => {
    tapped = (event.target as Element).closest('#products button')?.textContent ?? tapped;
  },
  true,
);
const tapAgain = () => {
  for (const button of document.querySelectorAll<HTMLElement>('#products button'))
    if (button.textContent === tapped) return button.click();
};
addEventListener('haat:app-started', () => {
  if (!tapped) return;
  if (document.querySelector('#products button')) return tapAgain();
  // The app drew the page afresh (the data the server drew it from was gone): its products come
  // from the API after it has started. The tap waits for them instead of being lost.
  const drawn = new MutationObserver(() => {
    if (!document.querySelector('#products button')) return;
    drawn.disconnect();
    tapAgain();
  });
  drawn.observe(document.body, { childList: true, subtree: true });
});

// The storefront's entry, a few hundred bytes that the build writes into the page itself (decision
// 014): it waits until the offer's image is on the screen and only then fetches and starts the app,
// so on slow mobile data the app neither shares the connection with that image nor holds the phone's
// main thread while it waits to be painted (decision 013). Pages without a hero image (order success,
// not found) start the app at once.
whenFirstImageShown().then(() => {
  // The data the app hydrates the server's page from is a file of its own (`data-state`, decision
  // 014), asked for here so that it travels beside the app instead of after it; main.tsx reads it.
  const state = root?.dataset.state;
  if (state) {
    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'fetch';
    preload.crossOrigin = 'anonymous';
    preload.href = state;
    document.head.append(preload);
  }
  // Lost on a bad connection: the page's own form still takes the order (decision 069).
  return import(/* @vite-ignore */ __STOREFRONT_APP__).catch(() => undefined);
});

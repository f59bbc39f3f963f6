import { whenFirstImageShown } from './lib/first-image-shown';
import './index.css';

/** The built app's address (`main.tsx` as its own chunk), written in by the build (vite.config.ts). */
declare const __STOREFRONT_APP__: string;

// The storefront's entry, a few hundred bytes that the build writes into the page itself (decision
// 014): it waits until the offer's image is on the screen and only then fetches and starts the app,
// so on slow mobile data the app neither shares the connection with that image nor holds the phone's
// main thread while it waits to be painted (decision 013). Pages without a hero image (order success,
// not found) start the app at once.
whenFirstImageShown().then(() => import(/* @vite-ignore */ __STOREFRONT_APP__));

import { whenFirstImageShown } from './lib/first-image-shown';
import './index.css';

// The storefront's entry: a few hundred bytes that wait until the offer's image is on the screen and
// only then fetch and start the app (main.tsx), so on slow mobile data the script neither shares the
// connection with that image nor holds the phone's main thread while it waits to be painted
// (decision 013). Pages without a hero image (order success, not found) start the app at once.
whenFirstImageShown().then(() => import('./main'));

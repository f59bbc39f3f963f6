/** However slow the image, the app starts this long after its loader ran (a stalled image must not
 * keep the page dead). */
const LONGEST_WAIT_MS = 2500;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function isInViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/**
 * Resolves once the first hero image of a server-rendered page is on the screen: from the browser's
 * own report of the frame that showed it (Element Timing, Chromium) or, elsewhere, once it is
 * decoded and two frames have passed. Also resolves at once when the page has no such image, when
 * it fails, at the visitor's first touch or key, and after LONGEST_WAIT_MS.
 *
 * Why (decision 013): on slow mobile data the app's script competed with the offer's image for the
 * connection, and its hydration held the phone's main thread while the image waited to be painted.
 * Starting the app after the image is shown puts the offer first; the page is already readable
 * and the order form is further down, so the visitor loses nothing they could use yet.
 */
export function whenFirstImageShown(): Promise<void> {
  // The one image the server marks for Element Timing (hero-image.tsx). Found by the attribute rather
  // than a shared name: this module is inlined into the page (decision 014) and shares no code with
  // the app.
  const image = document.querySelector<HTMLImageElement>('img[elementtiming]');
  if (!image) return Promise.resolve();
  const name = image.getAttribute('elementtiming');

  return new Promise<void>((resolve) => {
    const cleanups: Array<() => void> = [];
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      for (const cleanup of cleanups) cleanup();
      resolve();
    };

    const timer = setTimeout(finish, LONGEST_WAIT_MS);
    cleanups.push(() => clearTimeout(timer));
    for (const type of ['pointerdown', 'keydown'] as const) {
      window.addEventListener(type, finish, { capture: true, passive: true, once: true });
      cleanups.push(() => window.removeEventListener(type, finish, { capture: true }));
    }

    // Element Timing reports only images painted inside the viewport; one scrolled away (a reload
    // further down the page) falls back to the decode below.
    if (PerformanceObserver.supportedEntryTypes?.includes('element') && isInViewport(image)) {
      const observer = new PerformanceObserver((list) => {
        const shown = list
          .getEntries()
          .some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === name);
        if (shown) finish();
      });
      observer.observe({ type: 'element', buffered: true });
      cleanups.push(() => observer.disconnect());
      image.addEventListener('error', finish, { once: true });
      return;
    }

    const afterDecode = () =>
      image
        .decode()
        .catch(() => undefined)
        .then(nextFrame)
        .then(nextFrame)
        .then(finish);
    if (image.complete) afterDecode();
    else {
      image.addEventListener('load', afterDecode, { once: true });
      image.addEventListener('error', finish, { once: true });
    }
  });
}

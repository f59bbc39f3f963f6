import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Runs before every web test file. The Node ones (most of them) get nothing from here; the component
// tests, which say `@vitest-environment jsdom` on their first line, get Testing Library's matchers, an
// empty page after each test and the network edge (network.ts).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  const { default: toast } = await import('react-hot-toast');
  const { server } = await import('./network');

  // The parts a page loads on demand (the order form, its popup, the toasts) arrive through Vite's
  // transform here, which on a busy machine takes longer than Testing Library's default second.
  configure({ asyncUtilTimeout: 5000 });
  // A test types and taps through a whole page; on two busy cores that has taken over 5 s.
  vi.setConfig({ testTimeout: 20_000 });

  // jsdom has no media queries: the page answers as a phone's browser with no preference set
  // (react-hot-toast asks for reduced motion; the back office's layout for a wide screen).
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;

  // React says what went wrong in a render (a missing key, an update outside act, a bad nesting)
  // with console.error, and so does msw for a request no test answered: any of it fails the test.
  const printed: string[] = [];
  const printError = console.error;
  console.error = (...args: unknown[]) => {
    printed.push(args.map(String).join(' ').slice(0, 300));
    printError(...args);
  };

  // A request no test answered is a failure of that test, not a line in the log: the component
  // asked for something the test did not expect (or the test forgot part of the page's data).
  const unanswered: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        unanswered.push(`${request.method} ${request.url}`);
        // The request fails as a lost connection would, rather than reaching whatever listens there.
        print.error();
      },
    }),
  );
  afterEach(() => {
    cleanup();
    // The toasts live in the library's own store, not in the page: one test's must not show in the next.
    toast.remove();
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    const missed = unanswered.splice(0);
    if (missed.length > 0) throw new Error(`Requests no test answered: ${missed.join(', ')}`);
    const errors = printed.splice(0);
    if (errors.length > 0) throw new Error(`The test printed errors:\n${errors.join('\n')}`);
  });
  afterAll(() => server.close());
}

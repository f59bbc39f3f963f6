/**
 * The app's router (decision 044): the part of React Router's API both apps use, in a few kilobytes.
 * React Router's data router, which the back office took for its leave question, was 88 kB of the
 * orders screen's 198 kB entry (issue 15, item 12). Paths are absolute; a route without a path is a
 * layout whose page appears at its <Outlet>; an address opens the most specific path (route-matching.ts).
 */
import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  Fragment,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  createPath,
  type Location,
  matchBranches,
  type RouteMatch,
  type RouteObject,
  rankBranches,
  resolveTo,
  type To,
} from './route-matching';

export type { Location, To } from './route-matching';

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Carried with the entry (useLocation().state), never written into the address. */
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  /** Moves through the browser's history, as its Back (-1) and Forward (1) buttons do. */
  (delta: number): void;
}

/** A blocker's question: a move it stopped waits for `proceed` or `reset`. */
export type Blocker =
  | { state: 'unblocked'; location?: undefined; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; location: Location; proceed: () => void; reset: () => void };

export type BlockerFunction = (move: { currentLocation: Location; nextLocation: Location }) => boolean;

interface Navigator {
  location: Location;
  navigate: NavigateFunction;
  blocker: Blocker;
  setBlockerFunction: (shouldBlock: BlockerFunction | null) => void;
}

const NavigatorContext = createContext<Navigator | null>(null);

interface RouteLevel {
  params: Readonly<Record<string, string>>;
  /** What the route's <Outlet> draws: the next route of the match, with its own level. */
  outlet: ReactNode;
}

const RouteContext = createContext<RouteLevel>({ params: {}, outlet: null });
const OutletContext = createContext<unknown>(undefined);

function useNavigator(hook: string): Navigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error(`${hook} is used outside a <BrowserRouter> or <StaticRouter>`);
  return navigator;
}

let keyCounter = 0;
const newKey = () => `${Date.now().toString(36)}${(keyCounter++).toString(36)}`;

/** What the router writes into history.state: React Router's shape, so entries made before it still read. */
interface HistoryEntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const entryState = (): HistoryEntryState => (window.history.state as HistoryEntryState | null) ?? {};

function windowLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr, key } = entryState();
  return { pathname, search, hash, state: usr ?? null, key: key ?? 'default' };
}

/**
 * The router of the browser: the address bar and history. Each entry it makes carries its index, so a
 * Back or Forward the leave question stops can be undone and, when confirmed, done again.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(windowLocation);
  const [blocker, setBlocker] = useState<Blocker>({ state: 'unblocked' });
  const locationRef = useRef(location);
  locationRef.current = location;
  const shouldBlockRef = useRef<BlockerFunction | null>(null);
  // The index of the history entry the app is on (each entry the router makes carries its own).
  const indexRef = useRef(0);

  const navigate = useCallback<NavigateFunction>((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const current = locationRef.current;
    const next: Location = { ...resolveTo(to, current), state: options.state ?? null, key: newKey() };
    // A move to where the app already is (a tab tapped twice, the same filters again) replaces the
    // entry, as React Router's data router did: one Back still leaves.
    const replace = options.replace ?? createPath(current) === createPath(next);
    const commit = () => {
      if (!replace) indexRef.current += 1;
      const state: HistoryEntryState = { usr: next.state, key: next.key, idx: indexRef.current };
      const href = createPath(next);
      if (replace) window.history.replaceState(state, '', href);
      else window.history.pushState(state, '', href);
      setBlocker({ state: 'unblocked' });
      setLocation(next);
    };
    const shouldBlock = shouldBlockRef.current;
    if (shouldBlock?.({ currentLocation: current, nextLocation: next })) {
      setBlocker({
        state: 'blocked',
        location: next,
        proceed: commit,
        reset: () => setBlocker({ state: 'unblocked' }),
      });
      return;
    }
    commit();
  }, []);

  useLayoutEffect(() => {
    // The entry the app opened on gets its index (a reload keeps the one it had).
    if (entryState().idx === undefined) {
      window.history.replaceState({ ...entryState(), idx: 0 }, '');
    }
    indexRef.current = entryState().idx ?? 0;
    // A Back the leave question undoes moves the history again; that move is ours, not the person's.
    // Set while it is under way: it settles when its popstate arrives.
    let undoing: (() => void) | null = null;
    // A Back the person confirmed is done again; it passes the question once.
    let confirmed = false;
    const onPopState = () => {
      // An entry without an index is one the browser made after ours: a link to a `#fragment`.
      let arrivedIndex = entryState().idx;
      if (arrivedIndex === undefined) {
        arrivedIndex = indexRef.current + 1;
        window.history.replaceState({ ...entryState(), idx: arrivedIndex }, '');
      }
      if (undoing) {
        const settle = undoing;
        undoing = null;
        settle();
        return;
      }
      const next = windowLocation();
      const shouldBlock = confirmed ? null : shouldBlockRef.current;
      confirmed = false;
      if (shouldBlock?.({ currentLocation: locationRef.current, nextLocation: next })) {
        const delta = indexRef.current - arrivedIndex;
        const undone = new Promise<void>((settle) => {
          undoing = settle;
        });
        window.history.go(delta);
        setBlocker({
          state: 'blocked',
          location: next,
          proceed: () => {
            // The person confirmed: the same move again, past the question this time, once the undo
            // has arrived (a second traversal started while the first is under way can be dropped).
            void undone.then(() => {
              confirmed = true;
              window.history.go(-delta);
            });
          },
          reset: () => setBlocker({ state: 'unblocked' }),
        });
        return;
      }
      indexRef.current = arrivedIndex;
      setBlocker({ state: 'unblocked' });
      setLocation(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const setBlockerFunction = useCallback((shouldBlock: BlockerFunction | null) => {
    shouldBlockRef.current = shouldBlock;
  }, []);

  const navigator = useMemo<Navigator>(
    () => ({ location, navigate, blocker, setBlockerFunction }),
    [location, navigate, blocker, setBlockerFunction],
  );
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}

/** The router of a rendering without a browser (the server's, the unit tests'): one address, no moves. */
export function StaticRouter({ location, children }: { location: string; children: ReactNode }) {
  const navigator = useMemo<Navigator>(() => {
    const url = new URL(location, 'http://router.invalid');
    return {
      location: { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' },
      navigate: () => {
        throw new Error('A page rendered without a browser cannot navigate');
      },
      blocker: { state: 'unblocked' },
      setBlockerFunction: () => {},
    };
  }, [location]);
  return <NavigatorContext.Provider value={navigator}>{children}</NavigatorContext.Provider>;
}

/** A route of the table, written as an element inside <Routes>; it draws nothing itself. */
export function Route(_props: {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}): ReactElement | null {
  return null;
}

type RouteElement = ReactElement<{ path?: string; element?: ReactNode; children?: ReactNode }>;

/** The table written as <Route> elements (fragments allowed), as route objects. */
export function routesFromElements(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as RouteElement;
    if (element.type === Fragment) {
      routes.push(...routesFromElements(element.props.children));
      return;
    }
    if (element.type !== Route) throw new Error('<Routes> holds only <Route> elements and fragments');
    const { path, element: drawn, children: nested } = element.props;
    routes.push({
      path,
      element: drawn,
      children: nested === undefined ? undefined : routesFromElements(nested),
    });
  });
  return routes;
}

// A table is written once (a module's constant) and drawn often: it is read and ranked once.
const rankedTables = new WeakMap<object, ReturnType<typeof rankBranches>>();

function rankedTable(children: ReactNode) {
  const cacheable = typeof children === 'object' && children !== null;
  const cached = cacheable ? rankedTables.get(children) : undefined;
  if (cached) return cached;
  const ranked = rankBranches(routesFromElements(children));
  if (cacheable) rankedTables.set(children, ranked);
  return ranked;
}

/** Draws the route the address opens, inside its layouts; nothing when none matches. */
export function Routes({ children }: { children: ReactNode }) {
  const { location } = useNavigator('<Routes>');
  const branches = rankedTable(children);
  // Drawn again only when the path changes: a new query redraws the parts that read it, not every level.
  return useMemo(() => {
    const match = matchBranches(branches, location.pathname);
    return match ? drawMatch(match) : null;
  }, [branches, location.pathname]);
}

function drawMatch({ routes, params }: RouteMatch): ReactNode {
  let outlet: ReactNode = null;
  for (let level = routes.length - 1; level >= 0; level--) {
    const route = routes[level] as RouteObject;
    const value: RouteLevel = { params, outlet };
    outlet = (
      <RouteContext.Provider value={value}>
        {route.element === undefined ? <Outlet /> : route.element}
      </RouteContext.Provider>
    );
  }
  return outlet;
}

/** Where a layout draws the page inside it; `context` reaches the page through useOutletContext. */
export function Outlet({ context }: { context?: unknown }) {
  const { outlet } = useContext(RouteContext);
  if (context === undefined) return <>{outlet}</>;
  return <OutletContext.Provider value={context}>{outlet}</OutletContext.Provider>;
}

export function useOutletContext<T>(): T {
  return useContext(OutletContext) as T;
}

export function useLocation(): Location {
  return useNavigator('useLocation').location;
}

/** The router's navigate: the same function for the router's life, so it may sit in any effect's list. */
export function useNavigate(): NavigateFunction {
  return useNavigator('useNavigate').navigate;
}

export function useParams<
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>(): T {
  return useContext(RouteContext).params as T;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The address's query, and a setter that moves to the same path with another (its hash dropped). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit, options?: NavigateOptions) => void,
] {
  const { location, navigate } = useNavigator('useSearchParams');
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearchParams = useCallback(
    (next: SearchParamsInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate({ search: query ? `?${query}` : '' }, options);
    },
    [navigate],
  );
  return [searchParams, setSearchParams];
}

/** Moves to `to` once drawn (the signed-out page to the login, an old address to its new one). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    // Once: StrictMode runs a new component's effects twice in development.
    if (done.current) return;
    done.current = true;
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

/**
 * Stops the app's moves while `shouldBlock` says so, and the browser's Back and Forward: the answer is
 * `blocked` until `proceed` or `reset`. One at a time (the back office has one: leave-guard.tsx);
 * closing or reloading the tab is the page's `beforeunload`, not this.
 */
export function useBlocker(shouldBlock: BlockerFunction): Blocker {
  const { blocker, setBlockerFunction } = useNavigator('useBlocker');
  const latest = useRef(shouldBlock);
  latest.current = shouldBlock;
  useEffect(() => {
    setBlockerFunction((move) => latest.current(move));
    return () => setBlockerFunction(null);
  }, [setBlockerFunction]);
  return blocker;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To } & NavigateOptions;

/** Follows a plain left click in the app; a new tab, a download or a modified click stays the browser's. */
export function followsInApp(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/** A link the router follows without loading the page. */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const { location, navigate } = useNavigator('<Link>');
  const href = createPath(resolveTo(to, location));
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInApp(event, target)) return;
        event.preventDefault();
        navigate(to, { replace, state });
      }}
    />
  );
}

import { type FailedSignIns, type Login, type LoginResult, routes, type User } from '@haat/contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { ApiError, call, onUnauthorized, storedToken, TOKEN_STORAGE_KEY } from './api-client';
import { takeEarlySessionCheck } from './early-session-check';
import { tokenExpiresAt } from './jwt';
import { queryTags } from './query-client';
import { readUsableToken, removeStoredToken, saveToken } from './token-storage';

/**
 * The admin session (product spec §4). Only the lazily loaded /admin code imports this module.
 *
 * - checking: the stored token is being confirmed with `GET /user/logged-user`;
 * - unreachable: that check got no answer (offline, server down); the token is kept for a retry;
 * - signed-out: no token, an expired one, or the server refused it; `reason` says why, for the login page;
 * - signed-in: the session of the spec, `{ token, loggedUser }`.
 */
export type SessionState =
  | { status: 'checking' }
  | { status: 'unreachable' }
  | { status: 'signed-out'; reason?: 'expired' | 'logged-out' }
  | { status: 'signed-in'; token: string; loggedUser: User };

export type Session = { token: string; loggedUser: User };

type SessionContextValue = {
  state: SessionState;
  /** `{ token, loggedUser }` while signed in, else null. */
  session: Session | null;
  signIn: (result: LoginResult) => void;
  /** Ends this session on the server, then here. */
  logout: () => Promise<void>;
  /** Ends every session of this administrator on the server (a lost phone), then here. */
  logoutEverywhere: () => Promise<void>;
  /** Failed sign-ins against this account since its previous sign-in, until the admin dismisses them. */
  failedSignIns: FailedSignIns | null;
  dismissFailedSignIns: () => void;
  /** Asks the server again after an unreachable check. */
  retry: () => void;
  /** Keeps the sidebar's name current after the admin edits their own row. */
  updateLoggedUser: (user: User) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/** POST /user/login: the token and the administrator; 401 with one message for any wrong pair. */
export const loginWithEmailAndPassword = (credentials: Login): Promise<LoginResult> =>
  call(routes.users.login, { body: credentials });

/** POST /user/logout: the server ends this token's session. */
const endSessionOnServer = (): Promise<unknown> => call(routes.users.logout);

/** POST /user/logout-all: the server ends every session of this administrator. */
const endAllSessionsOnServer = (): Promise<unknown> => call(routes.users.logoutEverywhere);

/** Where the failures told at sign-in wait until the admin has read them (this tab only). */
const FAILED_SIGN_INS_KEY = 'haat:failedSignIns';

function readFailedSignIns(): FailedSignIns | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(FAILED_SIGN_INS_KEY) ?? 'null') as FailedSignIns | null;
    return stored && stored.count > 0 ? stored : null;
  } catch {
    return null;
  }
}

function writeFailedSignIns(value: FailedSignIns | null): void {
  try {
    if (value && value.count > 0) sessionStorage.setItem(FAILED_SIGN_INS_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(FAILED_SIGN_INS_KEY);
  } catch {
    // Storage off: the notice lives as long as this page.
  }
}

/** GET /user/logged-user: who the stored token belongs to. */
const getLoggedUser = (signal: AbortSignal): Promise<User> => call(routes.users.me, { signal });

// setTimeout keeps delays in a signed 32-bit number; a longer one would fire at once.
const MAX_TIMER_MS = 2_147_483_647;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ status: 'checking' });
  const [checkRun, setCheckRun] = useState(0);
  const [failedSignIns, setFailedSignIns] = useState<FailedSignIns | null>(readFailedSignIns);

  /** Forgets the token and every customer's data this tab holds. */
  const endSession = useCallback(
    (reason: 'expired' | 'logged-out') => {
      removeStoredToken();
      writeFailedSignIns(null);
      setFailedSignIns(null);
      for (const tag of [queryTags.order, queryTags.user]) queryClient.removeQueries({ queryKey: [tag] });
      setState({ status: 'signed-out', reason });
    },
    [queryClient],
  );

  // At start (and on retry): read the stored token, drop it if expired, else ask who it belongs to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checkRun is the retry trigger
  useEffect(() => {
    const token = readUsableToken();
    if (!token) {
      setState({ status: 'signed-out' });
      return;
    }
    setState({ status: 'checking' });
    const controller = new AbortController();
    (takeEarlySessionCheck(token) ?? getLoggedUser(controller.signal)).then(
      (loggedUser) => setState({ status: 'signed-in', token, loggedUser }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) {
          removeStoredToken();
          setState({ status: 'signed-out', reason: 'expired' });
        } else {
          setState({ status: 'unreachable' });
        }
      },
    );
    return () => controller.abort();
  }, [checkRun]);

  // Any admin call answered 401 with the current token: the session is over (api-client calls this).
  useEffect(
    () =>
      onUnauthorized((rejectedToken) => {
        if (storedToken() === rejectedToken) endSession('expired');
      }),
    [endSession],
  );

  // The token expires while the page is open: end the session then, not at the next failed call.
  const token = state.status === 'signed-in' ? state.token : null;
  useEffect(() => {
    if (!token) return;
    const expiresAt = tokenExpiresAt(token);
    if (expiresAt === null) return;
    const timer = setTimeout(() => endSession('expired'), Math.min(MAX_TIMER_MS, expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [token, endSession]);

  // Logging out or in from another tab applies here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return;
      if (!event.newValue) endSession('logged-out');
      else setCheckRun((run) => run + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession]);

  const signIn = useCallback(
    ({ token: newToken, user, failedSignIns: failures }: LoginResult) => {
      // Whatever a previous administrator left in this tab's cache is not theirs to see.
      for (const tag of [queryTags.order, queryTags.user]) queryClient.removeQueries({ queryKey: [tag] });
      saveToken(newToken);
      writeFailedSignIns(failures);
      setFailedSignIns(failures.count > 0 ? failures : null);
      setState({ status: 'signed-in', token: newToken, loggedUser: user });
    },
    [queryClient],
  );

  // The server is asked first, so the token is dead even if someone copied it; when the server
  // cannot be reached the admin is still signed out here (the token then ends at its lifetime).
  const logout = useCallback(async () => {
    await endSessionOnServer().catch(() => undefined);
    endSession('logged-out');
  }, [endSession]);
  const logoutEverywhere = useCallback(async () => {
    await endAllSessionsOnServer();
    endSession('logged-out');
  }, [endSession]);
  const dismissFailedSignIns = useCallback(() => {
    writeFailedSignIns(null);
    setFailedSignIns(null);
  }, []);
  const retry = useCallback(() => setCheckRun((run) => run + 1), []);
  const updateLoggedUser = useCallback((user: User) => {
    setState((current) =>
      current.status === 'signed-in' && current.loggedUser._id === user._id
        ? { ...current, loggedUser: user }
        : current,
    );
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      session: state.status === 'signed-in' ? { token: state.token, loggedUser: state.loggedUser } : null,
      signIn,
      logout,
      logoutEverywhere,
      failedSignIns,
      dismissFailedSignIns,
      retry,
      updateLoggedUser,
    }),
    [state, signIn, logout, logoutEverywhere, failedSignIns, dismissFailedSignIns, retry, updateLoggedUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}

/**
 * The signed-in administrator, or null where no session is kept: the orders screen's first picture
 * is drawn on the server (decision 041) without one.
 */
export function useLoggedUserIfAny(): User | null {
  return useContext(SessionContext)?.session?.loggedUser ?? null;
}

/** The signed-in administrator; only for pages behind the guard. */
export function useLoggedUser(): User {
  const { session } = useSession();
  if (!session) throw new Error('useLoggedUser must be used behind the admin guard');
  return session.loggedUser;
}

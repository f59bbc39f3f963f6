import type { FieldError } from '@haat/contract';
import { messages } from './messages';

/** Every API path lives under /api on the storefront's own origin (docs/api.md). */
export const API_BASE = '/api';

// Empty in the browser (same origin). Server rendering has no page origin, so it sets one.
let apiOrigin = '';
export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/+$/, '');
}

/** localStorage key of the admin's token (product spec §9). */
export const TOKEN_STORAGE_KEY = 'token';

/** The one error type the web app sees for a failed call: HTTP status, readable message, field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, DNS, aborted). */
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }
}

/**
 * Whether a failed call means the item is not there: deleted (404), or an id that cannot be one
 * (400, a mistyped or cut-off link). A page says so instead of offering a retry that cannot help.
 */
export const isMissing = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData (uploads) is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** The stored admin token, or null (also on the server, where there is no localStorage). */
export function storedToken(): string | null {
  // Also runs during server rendering, where there is no localStorage (and no admin session).
  if (typeof localStorage === 'undefined') return null;
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

type UnauthorizedListener = (rejectedToken: string) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * The admin session listens here: a 401 to a request that carried a token means that token no longer
 * works (expired, password changed, administrator deleted), so the session ends and the admin goes
 * back to the login page. A 401 to a request without a token (a wrong password) is the caller's to
 * show. Answers the function that stops listening.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function toApiError(status: number, payload: unknown): ApiError {
  const fallback = status >= 500 || status === 0 ? messages.common.serverError : messages.common.loadFailed;
  if (!isRecord(payload)) return new ApiError(status, fallback);
  const message = typeof payload.message === 'string' && payload.message ? payload.message : fallback;
  const errors = Array.isArray(payload.errors)
    ? payload.errors.filter(
        (error): error is FieldError =>
          isRecord(error) && typeof error.path === 'string' && typeof error.message === 'string',
      )
    : [];
  return new ApiError(status, message, errors);
}

/** A whole success envelope: `data`, plus the `message` and paging `meta` some answers carry. */
export type ApiEnvelope<T, M = undefined> = { data: T; message?: string; meta: M };

/**
 * Calls the API and answers the envelope's `data`. Any failure (network, non-2xx status,
 * `success: false`, a body that is not JSON) becomes an `ApiError`.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(path, options)).data;
}

/**
 * Like `request`, but answers the whole envelope, for the calls whose `message` is shown (order
 * delete) or whose `meta` pages a list (the admin's order list).
 */
export async function requestEnvelope<T, M = undefined>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiEnvelope<T, M>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = storedToken();
  if (token) headers.Authorization = `bearer ${token}`;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${apiOrigin}${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.common.networkError);
  }

  if (response.status === 401 && token) unauthorizedListener?.(token);
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isRecord(payload) || payload.success !== true) {
    throw toApiError(response.ok ? 500 : response.status, payload);
  }
  return {
    data: payload.data as T,
    message: typeof payload.message === 'string' ? payload.message : undefined,
    meta: payload.meta as M,
  };
}

export const apiClient = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};

import {
  type AnswerData,
  type AnswerMeta,
  type Endpoint,
  type EndpointInput,
  type FieldError,
  fillPath,
  type Route,
} from '@haat/contract';
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
    /** What the server sent beside a refusal: the order as it is now, after an edit's 409. */
    readonly data?: unknown,
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
  return new ApiError(status, message, errors, payload.data);
}

/** Headers of one call (an order's Idempotency-Key) and the signal that cancels it. */
type CallOptions = { headers?: Record<string, string>; signal?: AbortSignal };
/** The input is optional exactly when the endpoint takes nothing that must be sent. */
type CallArgs<E extends Endpoint> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E> & CallOptions]
    : [input: EndpointInput<E> & CallOptions];

/** A whole success envelope: `data`, plus the `message` and paging `meta` some answers carry. */
export type ApiEnvelope<E extends Endpoint> = { data: AnswerData<E>; message?: string; meta: AnswerMeta<E> };

/** `?a=1&b=x` from the defined, non-empty values of a query object; empty when there are none. */
function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one endpoint of the contract (`routes` from @haat/contract) and answers the envelope's `data`,
 * typed by the endpoint: the only way the web reaches the API. Any failure (network, non-2xx status,
 * `success: false`, a body that is not JSON) becomes an `ApiError`.
 */
export async function call<E extends Endpoint>(
  route: Route<E>,
  ...args: CallArgs<E>
): Promise<AnswerData<E>> {
  return (await callEnvelope(route, ...args)).data;
}

/** Sends one call: the URL from the route and input, the token, the body; a lost network is an ApiError. */
async function send<E extends Endpoint>(route: Route<E>, input: unknown, accept: string): Promise<Response> {
  const {
    params,
    query,
    body: content,
    headers: extraHeaders,
    signal,
  } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & CallOptions;
  const headers: Record<string, string> = { Accept: accept, ...extraHeaders };
  const token = storedToken();
  if (token) headers.Authorization = `bearer ${token}`;

  let body: BodyInit | undefined;
  if (content instanceof FormData) body = content;
  else if (content !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(content);
  }

  const url = `${apiOrigin}${API_BASE}${fillPath(route.path, params)}${queryString(query)}`;
  let response: Response;
  try {
    response = await fetch(url, { method: route.method, headers, body, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.common.networkError);
  }
  if (response.status === 401 && token) unauthorizedListener?.(token);
  return response;
}

/**
 * Like `call`, but answers the whole envelope, for the calls whose `message` is shown (a delete) or
 * whose `meta` pages a list (the admin's order list).
 */
export async function callEnvelope<E extends Endpoint>(
  route: Route<E>,
  ...[input]: CallArgs<E>
): Promise<ApiEnvelope<E>> {
  const response = await send(route, input, 'application/json');
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isRecord(payload) || payload.success !== true) {
    throw toApiError(response.ok ? 500 : response.status, payload);
  }
  // The server validated this answer against the same endpoint's schema before sending it.
  return {
    data: payload.data as AnswerData<E>,
    message: typeof payload.message === 'string' ? payload.message : undefined,
    meta: payload.meta as AnswerMeta<E>,
  };
}

/**
 * Calls an endpoint that answers a file (the order export) and answers its bytes with the name the
 * server gave it; a refusal is an ApiError like any other call's.
 */
export async function callFile<E extends Endpoint>(
  route: Route<E>,
  ...[input]: CallArgs<E>
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(route, input, '*/*');
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined));
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  return { blob: await response.blob(), fileName };
}

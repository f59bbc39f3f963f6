import { routes } from '@haat/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { API_BASE } from '@/lib/api-client';

/**
 * The network edge of the component tests: every request the app's code sends with `fetch` is
 * answered here by msw, and one that no test answers fails the test (setup.ts). The app's own
 * modules run as they are (decision 050).
 */
/** An API path as the app's client sends it, on jsdom's page origin: `/api/order/...`. */
export const api = (path: string): string => `${API_BASE}${path}`;

/**
 * Answered in every test unless one says otherwise: the order form keeps what a visitor types as an
 * incomplete checkout (decision 039), in the background, and again as the form goes away.
 */
const background = [
  http.post(api(routes.checkoutDrafts.save.path), () => new HttpResponse(null, { status: 204 })),
];

export const server = setupServer(...background);

/** The API's success envelope around `data` (docs/api.md). */
export const ok = <T>(data: T, status = 200) => HttpResponse.json({ success: true, data }, { status });

/** The API's error envelope, with field errors where the server gives them. */
export const refuse = (status: number, message: string, errors?: { path: string; message: string }[]) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status });

export { HttpResponse, http };

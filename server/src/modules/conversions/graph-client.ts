import { PermanentJobFailure } from '../outbox/outbox.service.js';
import { conversionsMessages } from './conversions.messages.js';

/**
 * The Graph API version the events are sent to. Meta keeps a version for two years or more; the
 * research notes give none (decision 033), so it is one constant to move.
 */
export const GRAPH_API_VERSION = 'v22.0';

/** Meta's error codes that mean "slow down" or "try later": the job waits and tries again. */
const TRY_LATER_CODES = new Set([1, 2, 4, 17, 32, 341, 613]);

interface GraphError {
  message?: unknown;
  code?: unknown;
  error_user_msg?: unknown;
}

/**
 * Sends events to one pixel (dataset) through the Conversions API and resolves when Meta says it
 * received them all. A refusal that sending again cannot change (a bad token, an event Meta calls
 * invalid) is a PermanentJobFailure; a network failure, a 5xx, a rate limit or an answer that makes
 * no sense is an ordinary error, and the outbox tries again. The token travels in the query string
 * as Meta documents it, and never into an error message or a log.
 */
export async function sendEvents(options: {
  graphUrl: string;
  pixelId: string;
  accessToken: string;
  events: unknown[];
  testEventCode: string;
  signal: AbortSignal;
}): Promise<void> {
  const url = new URL(
    `${options.graphUrl.replace(/\/+$/, '')}/${GRAPH_API_VERSION}/${options.pixelId}/events`,
  );
  url.searchParams.set('access_token', options.accessToken);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: options.events,
        ...(options.testEventCode ? { test_event_code: options.testEventCode } : {}),
      }),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new Error(conversionsMessages.unreachable);
  }
  const body = (await response.json().catch(() => null)) as {
    events_received?: unknown;
    error?: GraphError;
  } | null;
  if (response.ok) {
    if (body && body.events_received === options.events.length) return;
    throw new Error(conversionsMessages.strangeAnswer(response.status));
  }
  const error = body?.error;
  const code = typeof error?.code === 'number' ? error.code : null;
  const said = typeof error?.message === 'string' ? error.message.slice(0, 300) : '';
  if (response.status >= 500 || response.status === 429 || (code !== null && TRY_LATER_CODES.has(code)))
    throw new Error(conversionsMessages.tryLater(response.status, said));
  if (code === 190) throw new PermanentJobFailure(conversionsMessages.badToken(said));
  throw new PermanentJobFailure(conversionsMessages.refused(response.status, said));
}

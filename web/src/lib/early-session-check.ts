import { routes, type User } from '@haat/contract';
import { call } from './api-client';
import { readUsableToken } from './token-storage';

/**
 * The back office's first question, asked by its entry before any page's code has arrived: who the
 * stored token belongs to. On a phone the page's chunks take a few round trips; asked from the
 * session provider, the question waited for them, and the orders list for it. The provider takes
 * the answer over (once) instead of asking again.
 */
let early: { token: string; answer: Promise<User> } | null = null;

export function startSessionCheck(): void {
  const token = readUsableToken();
  if (!token) return;
  const answer = call(routes.users.me, { signal: new AbortController().signal });
  // Whoever takes it over handles a failure; until then it is not an unhandled rejection.
  answer.catch(() => undefined);
  early = { token, answer };
}

/** The early check's answer for `token`, once; null when there was none (or it was for another token). */
export function takeEarlySessionCheck(token: string): Promise<User> | null {
  const taken = early?.token === token ? early.answer : null;
  early = null;
  return taken;
}

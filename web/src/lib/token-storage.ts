import { storedToken, TOKEN_STORAGE_KEY } from './api-client';
import { isTokenExpired } from './jwt';

/**
 * Product spec §4, start of a session: the stored token, or null. An expired token (or one without
 * `exp`, or garbage) is removed on the way, so it is never sent.
 */
export function readUsableToken(now: number = Date.now()): string | null {
  const token = storedToken();
  if (token === null) return null;
  if (isTokenExpired(token, now)) {
    removeStoredToken();
    return null;
  }
  return token;
}

export function saveToken(token: string): void {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Private mode or a full storage: the session still works until the tab is closed.
  }
}

export function removeStoredToken(): void {
  if (typeof localStorage === 'undefined') return;
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored that could be read either.
  }
}

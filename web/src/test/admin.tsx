import { type AdminRole, routes, type User } from '@haat/contract';
import type { ReactNode } from 'react';
import { TOKEN_STORAGE_KEY } from '@/lib/api-client';
import { SessionProvider, useSession } from '@/lib/auth';
import { api, http, ok, server } from './network';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * A back-office session as a browser holds it after signing in: a token in localStorage (its
 * signature is the server's business, never the browser's) and the server's answer to "who is this".
 */
export function signIn(role: AdminRole = 'staff', changes: Partial<User> = {}): User {
  const user: User = {
    _id: 'adminAbCdEfGhIjKlMnOp',
    name: 'করিম',
    email: 'karim@example.com',
    role,
    canExport: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
  const exp = Math.floor(Date.now() / 1000) + 3600;
  localStorage.setItem(TOKEN_STORAGE_KEY, `${base64Url({ alg: 'HS256' })}.${base64Url({ exp })}.signature`);
  server.use(http.get(api(routes.users.me.path), () => ok(user)));
  return user;
}

function OnceSignedIn({ children }: { children: ReactNode }) {
  return useSession().session ? children : null;
}

/** The session around a back-office screen; the screen shows once the server has said who is signed in. */
export function AdminSession({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <OnceSignedIn>{children}</OnceSignedIn>
    </SessionProvider>
  );
}

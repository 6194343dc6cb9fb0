import type { Role } from '@congres/contracts';
import { useMemo, useSyncExternalStore } from 'react';
import { apiFetch } from './api-client';

/** The one value the site keeps in local storage (spec section 3). */
export const TOKEN_KEY = 'token';

/** What the client reads from the token's payload: the current user. */
export interface SessionUser {
  id: string;
  username: string;
  email: string;
  /**
   * For menus only: the server checks the role on every organiser action, so a role withdrawn
   * since the login shows a menu entry whose page answers "réservé aux organisateurs".
   */
  role: Role;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const CHANGE_EVENT = 'congres:session-change';

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * Decodes the token's payload without verifying it (only the server can): null when it is
 * malformed or expired. The signature is checked by the server on every protected call.
 */
export function decodeToken(token: string, nowMs: number = Date.now()): SessionUser | null {
  try {
    const { sub, username, email, role, exp } = payloadOf(token);
    if (typeof sub !== 'string' || typeof username !== 'string' || typeof exp !== 'number') return null;
    if (exp * 1000 <= nowMs) return null;
    return {
      id: sub,
      username,
      email: typeof email === 'string' ? email : '',
      role: role === 'organiser' ? 'organiser' : 'attendee',
      exp,
    };
  } catch {
    return null;
  }
}

/** The token's payload, unverified; throws when it is not a JWT's. */
function payloadOf(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new TypeError('Not a JWT.');
  const json = new TextDecoder().decode(
    Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );
  return JSON.parse(json) as Record<string, unknown>;
}

/** The login session a token belongs to (its `jti`, which logout revokes); null when it names none. */
export function sessionIdOf(token: string): string | null {
  try {
    const { jti } = payloadOf(token);
    return typeof jti === 'string' ? jti : null;
  } catch {
    return null;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab logging in or out changes this one too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const warned = new Set<string>();

/** The user a stored token decodes to; an invalid one is logged once, never shown (spec 4). */
export function userFromToken(token: string): SessionUser | null {
  const user = decodeToken(token);
  if (user === null && !warned.has(token)) {
    warned.add(token);
    console.warn('Stored token is invalid or expired; treated as signed out.');
  }
  return user;
}

/** Subscribes a component to the session: re-renders on login and logout, in any tab. */
export function useSession(): { token: string | null; user: SessionUser | null; signedIn: boolean } {
  const token = useSyncExternalStore(subscribe, readToken, () => null);
  const user = useMemo(() => (token === null ? null : userFromToken(token)), [token]);
  return { token, user, signedIn: user !== null };
}

/**
 * Déconnexion: asks the server to revoke the token (best effort: a weak network must not keep
 * anyone signed in), then forgets it. The caller navigates to /login.
 */
export async function signOut(): Promise<void> {
  const token = readToken();
  clearToken();
  if (token === null) return;
  try {
    await apiFetch('/logout', { method: 'POST', token });
  } catch {
    // Offline: the token is gone from this device and expires on its own.
  }
}

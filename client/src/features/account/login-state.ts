/**
 * What the registration hands to /login: the email just registered, in the router's state (in
 * the history entry, not in the URL, which ends up in logs); or the page to come back to after
 * signing in (the attendance signing page, decision 092).
 */
export interface LoginState {
  email?: string;
  returnTo?: string;
}

/** The email a navigation to /login carried, if any. */
export function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const email = (state as Partial<Record<keyof LoginState, unknown>>).email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

/**
 * Where to go once signed in: the page a navigation to /login asked to come back to, when it is
 * one of the site's own paths ("/…", never "//host"), else the home page.
 */
export function returnToFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '/';
  const returnTo = (state as Partial<Record<keyof LoginState, unknown>>).returnTo;
  return typeof returnTo === 'string' && /^\/(?![/\\])/.test(returnTo) ? returnTo : '/';
}
